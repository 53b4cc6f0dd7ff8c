/** Sets the browser tab's title for the current route. */
import { useEffect } from 'react';
import { shellCopy } from '../content/shell-copy';

export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title}${shellCopy.titleSuffix}`;
  }, [title]);
  return null;
}
