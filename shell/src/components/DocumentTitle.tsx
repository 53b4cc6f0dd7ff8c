/** Sets the browser tab's title for the current route. */
import { usePageMeta } from 'shared/page-meta';

export function DocumentTitle({ title }: { title: string }) {
  usePageMeta(title);
  return null;
}
