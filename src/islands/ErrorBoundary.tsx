import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Shows the spec's Application Error view in place of an island that crashed, so one broken
 * island never blanks the rest of the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island crashed:', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <h2 className="text-xl font-bold text-red-900">Application Error</h2>
        <p className="mt-2">Something went wrong while loading the application.</p>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">Details</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap">{error.message}</pre>
        </details>
        <button type="button" className="btn-primary mt-4" onClick={() => location.reload()}>
          Reload Page
        </button>
      </div>
    );
  }
}

/** Wraps an island's root component in the error boundary; every island's default export uses it. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Bounded;
}
