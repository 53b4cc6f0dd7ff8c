/**
 * A page of a remote inside the one RemotePageBoundary (its Suspense boundary is the app's, above the
 * routes). A page loaded before (before hydrating a server-rendered page, or by an earlier visit)
 * renders at once; otherwise it is a lazy component of its own per attempt (`shared/federation/lazy-remote`).
 */
import { useState, type ComponentType } from 'react';
import { lazyRemote } from 'shared/federation/lazy-remote';
import type { RemoteName } from 'shared/remotes';
import { loadedRemotePage, loadRemotePage } from '../federation/remote-pages';
import { RemotePageBoundary } from './RemotePageBoundary';

function pageComponent(remote: RemoteName, module: string, attempt: number): ComponentType {
  return (
    (attempt === 0 && loadedRemotePage(remote, module)) ||
    lazyRemote(`${remote}/${module}`, attempt, (retry) => loadRemotePage(remote, module, retry))
  );
}

export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = pageComponent(remote, module, attempt);
  const moduleId = `${remote}/${module}`;
  return (
    <RemotePageBoundary key={`${moduleId}#${attempt}`} moduleId={moduleId} onRetry={() => setAttempt(attempt + 1)}>
      {/* eslint-disable-next-line react-hooks/static-components -- one component per module and attempt, kept at module level (lazyRemote), so a render never makes a new one */}
      <Page />
    </RemotePageBoundary>
  );
}
