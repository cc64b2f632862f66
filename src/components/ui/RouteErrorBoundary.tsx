import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/**
 * One per route: a crash in a screen shows "Something went wrong" with a way back and a retry,
 * never a white page. Other routes keep working.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode; name: string }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[${this.props.name}] screen crashed:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CrashScreen message={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
  }
}

/** The crash screen's words follow a language switch like any screen's. */
function CrashScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[70dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center" role="alert">
      <h1 className="font-display text-3xl font-bold text-accent-300">{t('error.title')}</h1>
      <p className="text-ink-200">{t('error.body')}</p>
      <p className="max-w-full truncate rounded bg-ink-800 px-3 py-1 font-mono text-xs text-ink-300">{message}</p>
      <div className="flex gap-3">
        <button type="button" className="min-h-11 rounded-xl bg-ink-700 px-4 font-semibold" onClick={onRetry}>
          {t('error.retry')}
        </button>
        <a href="#/" className="inline-flex min-h-11 items-center rounded-xl bg-accent-500 px-4 font-semibold text-ink-950" onClick={onRetry}>
          {t('error.home')}
        </a>
      </div>
    </main>
  );
}
