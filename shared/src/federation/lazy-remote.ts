/**
 * A module of a remote as a lazy React component, for Suspense and a remote boundary to wrap.
 * React.lazy remembers a rejected load for good, so each attempt (0 first, then one per "Try
 * again") gets a component of its own, kept for the page's life: rendering again never makes a
 * new one, and a retry's load is told it is one (`retry`), to load the remote afresh.
 *
 * A failed load is marked (`isLoadFailure`), so the boundary that catches it can tell a remote
 * that could not be loaded from a page that threw once loaded: field reports name the two apart.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each key's component; its props type is its caller's, known only at `lazyRemote`. */
const components = new Map<string, unknown>();

const loadFailures = new WeakSet<object>();

/** Whether `error` is what a `lazyRemote` load failed with (a module that never arrived). */
export function isLoadFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && loadFailures.has(error);
}

function loadFailure(error: unknown): object {
  const failure = typeof error === 'object' && error !== null ? error : new Error(String(error));
  loadFailures.add(failure);
  return failure;
}

export function lazyRemote<Props>(
  id: string,
  attempt: number,
  load: (retry: boolean) => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  const key = `${id}#${attempt}`;
  let component = components.get(key) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (!component) {
    component = lazy(() =>
      load(attempt > 0).catch((error: unknown) => {
        throw loadFailure(error);
      }),
    );
    components.set(key, component);
  }
  return component;
}
