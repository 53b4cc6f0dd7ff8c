/**
 * A remote page inside the shared boundary: when it fails to load or throws while rendering,
 * the header, footer and consent keep working and the page area shows a message with a retry.
 */
import type { ReactNode } from 'react';
import { Button } from 'shared/ui/button';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { shellCopy } from '../content/shell-copy';
import styles from './RemotePageBoundary.module.scss';

interface RemotePageBoundaryProps {
  /** Which remote module is inside, for the log. */
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

function RemotePageFailure({ onRetry }: { onRetry: () => void }) {
  const copy = shellCopy.remoteFailure;
  return (
    <section className={styles.failure} role="alert" aria-labelledby="remote-failure-title">
      <h1 id="remote-failure-title" className={styles.title}>
        {copy.title}
      </h1>
      <p>{copy.body}</p>
      <Button onClick={onRetry}>{copy.retry}</Button>
    </section>
  );
}

export function RemotePageBoundary({ moduleId, onRetry, children }: RemotePageBoundaryProps) {
  return (
    <RemoteBoundary moduleId={moduleId} fallback={<RemotePageFailure onRetry={onRetry} />}>
      {children}
    </RemoteBoundary>
  );
}
