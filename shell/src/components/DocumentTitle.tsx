/** Sets the browser tab's title for the current route, and its description (a page may set its own). */
import { usePageMeta } from 'shared/page-meta';

export function DocumentTitle({ title, description }: { title: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}
