/**
 * Catches a remote page that fails to load or throws while rendering, so the header, footer
 * and consent keep working; shows a clear message with a retry. Key it by the remote module,
 * or React reuses a failed boundary for the next remote route.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'shared/ui/button';
import { shellCopy } from '../content/shell-copy';
import styles from './RemoteBoundary.module.scss';

interface RemoteBoundaryProps {
  /** Which remote module is inside, for the log. */
  moduleId: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.moduleId} failed`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const copy = shellCopy.remoteFailure;
    return (
      <section className={styles.failure} role="alert" aria-labelledby="remote-failure-title">
        <h1 id="remote-failure-title" className={styles.title}>
          {copy.title}
        </h1>
        <p>{copy.body}</p>
        <Button onClick={this.props.onRetry}>{copy.retry}</Button>
      </section>
    );
  }
}
