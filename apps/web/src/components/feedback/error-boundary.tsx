import { Component, type ReactNode } from 'react';

interface Props {
  /** What shows instead of children that threw. */
  fallback: ReactNode;
  /** When it changes (the path, say), the children are tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string | undefined;
}

/** Catches what its children throw while rendering; suspensions pass through to the nearest Suspense. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    if (import.meta.env.DEV) console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
