/**
 * A module of a remote as a lazy React component, for Suspense and a remote boundary to wrap.
 * React.lazy remembers a rejected load for good, so each attempt (0 first, then one per "Try
 * again") gets a component of its own, kept for the page's life: rendering again never makes a
 * new one, and a retry's load is told it is one (`retry`), to load the remote afresh.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each key's component; its props type is its caller's, known only at `lazyRemote`. */
const components = new Map<string, unknown>();

export function lazyRemote<Props>(
  id: string,
  attempt: number,
  load: (retry: boolean) => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  const key = `${id}#${attempt}`;
  let component = components.get(key) as LazyExoticComponent<ComponentType<Props>> | undefined;
  if (!component) {
    component = lazy(() => load(attempt > 0));
    components.set(key, component);
  }
  return component;
}
