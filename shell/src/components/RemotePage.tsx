/**
 * A page of a remote inside the one RemotePageBoundary and a Suspense skeleton. A page loaded before
 * (by the prerendered page's takeover, or an earlier visit) renders at once, with no skeleton in
 * between. Each retry makes a fresh lazy component, since React.lazy remembers a rejected load
 * for good.
 */
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from 'shared/remotes';
import { loadedRemotePage, loadRemotePage } from '../federation/remote-pages';
import { PageSkeleton } from './PageSkeleton';
import { RemotePageBoundary } from './RemotePageBoundary';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageComponent(remote: RemoteName, module: string, attempt: number): ComponentType {
  return (attempt === 0 && loadedRemotePage(remote, module)) || lazyPage(remote, module, attempt);
}

function lazyPage(remote: RemoteName, module: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${remote}/${module}#${attempt}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(() => loadRemotePage(remote, module, attempt > 0));
    lazyPages.set(key, page);
  }
  return page;
}

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(remote, module, attempt);
  const moduleId = `${remote}/${module}`;
  return (
    <RemotePageBoundary key={`${moduleId}#${attempt}`} moduleId={moduleId} onRetry={() => setAttempt(attempt + 1)}>
      <Suspense fallback={<PageSkeleton />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one component per module and attempt, kept at module level (pageComponent), so a render never makes a new one */}
        <Page />
      </Suspense>
    </RemotePageBoundary>
  );
}
