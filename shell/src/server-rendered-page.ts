/**
 * A page whose HTML React rendered on the server (`npm run prerender`) is hydrated, not rendered
 * again: before hydrating, the run-time configuration is in (its route table is the one the page
 * was rendered with) and the current route's remote page is loaded (so hydration does not
 * suspend on it), and the complete stylesheets the page's starter held back are applied
 * (`applyHeldStylesheets`, docs/page-loading.md).
 */
import { matchPath } from 'shared/router';
import { ensureRemotesRegistered, loadRemotePage } from './federation/remote-pages';

/** Set on `#root` by the prerender; the app removes it once it has hydrated the page. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-prerendered';
export function isServerRendered(root: HTMLElement): boolean {
  return root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/** Loads the configuration, then the remote page of this path if a remote owns it; a failure is left to the boundary. */
export async function preloadRoutePage(pathname: string): Promise<void> {
  try {
    const config = await ensureRemotesRegistered();
    const route = config.pages?.find((candidate) => matchPath(candidate.path, pathname));
    if (route) await loadRemotePage(route.remote, route.module, false);
  } catch {
    // Shown once the page has hydrated: by the RemotePageBoundary, with its retry, or by the app's
    // own load of the configuration.
  }
}
