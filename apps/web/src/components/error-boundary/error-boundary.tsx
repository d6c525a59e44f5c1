import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

type ErrorBoundaryProps = {
  /** Shown as 'Error in {component}'. */
  component: string;
  /** When this value changes (e.g. the route's path), a shown error is cleared. */
  resetKey?: unknown;
  children: ReactNode;
};

type ErrorBoundaryState = { error: unknown; hasError: boolean; resetKey: unknown };

/** Catches a render error in one screen so the rest of the app keeps working; 'Try Again' re-renders it. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, hasError: false, resetKey: props.resetKey };
  }

  private readonly reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError) {
      return <ErrorFallback component={this.props.component} error={this.state.error} onRetry={this.reset} />;
    }
    return this.props.children;
  }
}
