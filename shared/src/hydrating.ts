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
