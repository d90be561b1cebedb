import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from './reportError';

interface Props {
  /** What to render instead of the crashed subtree. */
  fallback: ReactNode;
  children: ReactNode;
  report?: (error: unknown) => void;
  /** Changing this (e.g. the path) clears the error, so navigating away recovers. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** Catches render errors, reports them (POST /api/ops/error) and shows the fallback. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // A copy with the component stack appended: it tells which screen broke.
    const copy = new Error(error.message);
    copy.name = error.name;
    copy.stack = `${error.stack ?? ''}\n${info.componentStack ?? ''}`;
    (this.props.report ?? reportError)(copy);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
