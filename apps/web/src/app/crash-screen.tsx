import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Onbekende fout';
}

/** Spec §8: 'Er ging iets mis' with the error text and a link home. A plain <a>, so it works without the router. */
export function CrashScreen({ error }: { error: unknown }) {
  useEffect(() => {
    document.title = 'Er ging iets mis – FuelLinq';
  }, []);
  return (
    <main
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-start justify-center gap-4 px-4 py-16"
      role="alert"
    >
      <h1 className="text-3xl font-bold">Er ging iets mis</h1>
      <p className="w-full rounded-brand border border-border bg-surface p-4 font-mono text-sm break-words">
        {describe(error)}
      </p>
      <a
        href="/"
        className="rounded-brand bg-button-bg px-4 py-2.5 text-sm font-semibold text-button-text no-underline"
      >
        Naar de homepage
      </a>
    </main>
  );
}

/** The router's error element: a route that throws while rendering or loading. */
export function RouteErrorScreen() {
  return <CrashScreen error={useRouteError()} />;
}

/** Ignored: noise the browser reports that does not break the page. */
const BENIGN = [/ResizeObserver loop/i, /^Script error\.?$/];

/**
 * Uncaught errors anywhere (event handlers, timers, promises nobody awaited) replace the page with the
 * crash screen, so the user never keeps working in a half-broken state.
 */
export class GlobalCrashBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('FuelLinq crashed', error, info.componentStack);
  }

  override componentDidMount() {
    window.addEventListener('error', this.#onError);
    window.addEventListener('unhandledrejection', this.#onRejection);
  }

  override componentWillUnmount() {
    window.removeEventListener('error', this.#onError);
    window.removeEventListener('unhandledrejection', this.#onRejection);
  }

  #onError = (event: ErrorEvent) => {
    const error: unknown = event.error ?? event.message;
    if (BENIGN.some((re) => re.test(describe(error)))) return;
    this.setState({ error });
  };

  #onRejection = (event: PromiseRejectionEvent) => {
    if (event.reason instanceof DOMException && event.reason.name === 'AbortError') return;
    this.setState({ error: event.reason });
  };

  override render() {
    return this.state.error ? <CrashScreen error={this.state.error} /> : this.props.children;
  }
}
