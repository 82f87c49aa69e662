import { Component, type ReactNode } from 'react';
import { RecoveryScreen } from './RecoveryScreen';

interface Props {
  children: ReactNode;
  /** Changing it (e.g. the route) clears a caught error, so leaving a broken screen heals it. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/** React still reports the error itself; the user sees the recovery screen, never a stack trace. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { failed: false, resetKey: props.resetKey };
    return null;
  }

  override render() {
    if (this.state.failed) return <RecoveryScreen onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
