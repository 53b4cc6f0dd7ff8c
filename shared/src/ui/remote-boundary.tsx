/**
 * The error boundary around anything loaded from another remote: a failure to load or to render
 * is logged with the module's id and replaced by `fallback`, so the rest of the page keeps
 * working. Key it by module and attempt: React keeps a failed boundary failed.
 *
 * For the shell's field reports, each boundary announces on `window` that its module is placed on
 * the page (`REMOTE_PLACED_EVENT`, once mounted) and each failure (`REMOTE_FAILED_EVENT`): a
 * remote's own boundary (a placed lead form's) counts like the shell's.
 */
import { Component, createContext, type ContextType, type ErrorInfo, type ReactNode } from 'react';

/** Dispatched on `window` when a remote boundary mounts; `detail` is its `moduleId`. */
export const REMOTE_PLACED_EVENT = 'remote-placed';
/** Dispatched on `window` when a remote boundary catches; `detail` is a `RemoteFailure`. */
export const REMOTE_FAILED_EVENT = 'remote-failed';

export interface RemoteFailure {
  moduleId: string;
  error: unknown;
}

/**
 * Provided by the shell's server render only: each boundary names its module as it renders, so
 * the prerender knows every remote module a page holds, a form placed on two pages on both.
 */
export const RenderedModulesContext = createContext<((moduleId: string) => void) | null>(null);

export interface RemoteBoundaryProps {
  /** `remote/Module` (its container name first), for the log and the field reports. */
  moduleId: string;
  /** What replaces the failed part: a message, usually with a retry. */
  fallback: ReactNode;
  children: ReactNode;
}

export class RemoteBoundary extends Component<RemoteBoundaryProps, { failed: boolean }> {
  static contextType = RenderedModulesContext;
  declare context: ContextType<typeof RenderedModulesContext>;
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidMount() {
    window.dispatchEvent(new CustomEvent<string>(REMOTE_PLACED_EVENT, { detail: this.props.moduleId }));
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`Remote ${this.props.moduleId} failed`, error, info.componentStack);
    const detail: RemoteFailure = { moduleId: this.props.moduleId, error };
    window.dispatchEvent(new CustomEvent<RemoteFailure>(REMOTE_FAILED_EVENT, { detail }));
  }

  render() {
    this.context?.(this.props.moduleId);
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
