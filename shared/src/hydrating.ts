/** Whether this render is the server's or the hydration of the server's HTML. */
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the browser hydrates the server's HTML (React renders with the
 * server snapshot then), false from the render after the hydration and in any render that is
 * not one: what the page shows first must be what the server rendered.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/**
 * A root's `onRecoverableError`: a mismatch between the server's HTML and the hydration is
 * logged as the error it is. An error thrown while hydrating (a remote whose code could not be
 * loaded; React passes it as the cause) is no mismatch: the boundary around it shows it, with
 * its retry, and React renders that part in the browser.
 */
export function reportHydrationMismatch(error: unknown): void {
  if (error instanceof Error && error.cause !== undefined) return;
  console.error('The page did not hydrate as rendered on the server:', error);
}
