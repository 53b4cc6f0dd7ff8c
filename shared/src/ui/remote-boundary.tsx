/**
 * The error boundary around anything loaded from another remote: a failure to load or to render
 * is logged with the module's id and replaced by `fallback`, so the rest of the page keeps
 * working. Key it by module and attempt: React keeps a failed boundary failed.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface RemoteBoundaryProps {
  /** `remote/Module`, for the log. */
  moduleId: string;
  /** What replaces the failed part: a message, usually with a retry. */
  fallback: ReactNode;
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
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
