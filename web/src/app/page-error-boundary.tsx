import { Component, type ReactNode } from 'react';

interface Props {
  pathname: string;
  children: ReactNode;
}

/**
 * A page whose code could not load (a lost connection, or a new release replacing the old
 * chunks) says so and offers a reload, instead of blanking the whole app. Navigating away
 * clears the error.
 */
export class PageErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: typeof window === 'undefined' ? '' : window.location.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override componentDidUpdate(prev: Props) {
    // Leaving the failed page forgets the failure, so coming back tries again.
    if (prev.pathname !== this.props.pathname && this.state.failedAt !== null && this.state.failedAt !== this.props.pathname)
      this.setState({ failedAt: null });
  }

  override render() {
    if (this.state.failedAt !== null && this.state.failedAt === this.props.pathname) {
      return (
        <section className="page narrow empty">
          <h1>This page didn’t load</h1>
          <p>Something went wrong while opening it. Please try again.</p>
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        </section>
      );
    }
    return this.props.children;
  }
}
