/**
 * A page whose HTML React rendered on the server (`npm run prerender`) is hydrated, not rendered
 * again: before hydrating, the current route's remote page is loaded (so hydration does not
 * suspend on it) and the complete stylesheets the page's starter held back are applied
 * (`applyHeldStylesheets`, docs/page-loading.md).
 */
import { matchPath } from 'shared/router';
import { loadRemotePage } from './federation/remote-pages';
import { remoteRoutes } from 'shared/routes';

/** Set on `#root` by the prerender; the app removes it once it has hydrated the page. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-prerendered';
export function isServerRendered(root: HTMLElement): boolean {
  return root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);
}

/** Loads the remote page of this path, if a remote owns it; a failure is left to the boundary. */
export async function preloadRoutePage(pathname: string): Promise<void> {
  const route = remoteRoutes.find((candidate) => matchPath(candidate.path, pathname));
  if (!route) return;
  try {
    await loadRemotePage(route.remote, route.module, false);
  } catch {
    // The RemotePageBoundary shows the failure with its retry once the page has hydrated.
  }
}
