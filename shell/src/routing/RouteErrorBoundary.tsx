import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
  /** Where the error goes besides the console (tests, monitoring). */
  onError?: (error: unknown) => void;
}

/**
 * The one place a failing remote ends up: a load that rejects (remote down, refused by the
 * compatibility guard, too slow) or a page that throws while rendering. Only its area shows the
 * fallback; the rest of the site keeps working.
 */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    // The message in the text itself, so it reads the same in every console and log collector.
    console.error(`[shell] a remote failed to load or render: ${error instanceof Error ? error.message : String(error)}`, error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
