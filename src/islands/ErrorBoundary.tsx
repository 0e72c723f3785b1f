import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { Dictionary } from '@/i18n';
import { crash } from '@/i18n/en/crash';

interface Props {
  /** The island's content. */
  children: ReactNode;
  /** The view's strings in the page's language; English when absent. */
  strings?: Dictionary['crash'];
}

interface State {
  /** Whether a child has thrown (anything can be thrown, even undefined). */
  failed: boolean;
  /** What was thrown, shown under Details. */
  error: unknown;
}

/** Readable text for anything a component may throw. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Shows the spec's Application Error view in place of an island that crashed, so one broken
 * island never blanks the rest of the page.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Island crashed:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const t = this.props.strings ?? crash;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <h2 className="flex items-center gap-2 text-xl font-bold text-red-900">
          <TriangleAlert size={22} aria-hidden="true" className="shrink-0" />
          {t.title}
        </h2>
        <p className="mt-2">{t.text}</p>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-medium">{t.details}</summary>
          <pre className="mt-2 overflow-x-auto rounded-lg bg-white/70 p-3 whitespace-pre-wrap">
            {messageOf(this.state.error)}
          </pre>
        </details>
        <button type="button" className="mt-4 btn-primary" onClick={() => location.reload()}>
          <RotateCw size={16} aria-hidden="true" />
          {t.reload}
        </button>
      </div>
    );
  }
}

/**
 * Wraps an island's root component in the error boundary; every island's default export uses it.
 * The view speaks the island's language: the `crash` section of its `strings` prop (src/i18n).
 */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <ErrorBoundary strings={(props as { strings?: Pick<Dictionary, 'crash'> }).strings?.crash}>
        <Inner {...props} />
      </ErrorBoundary>
    );
  }
  Bounded.displayName = `WithErrorBoundary(${Inner.displayName ?? Inner.name})`;
  return Bounded;
}
