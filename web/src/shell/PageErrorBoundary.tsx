import { Component, type ReactNode } from 'react';
import { retryFailedPages } from './pageRegistry';
import ServerErrorPage from './pages/ServerErrorPage';

interface State {
  failed: boolean;
}

/** Keeps the shell usable when a page fails to render or its chunk fails to load. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('Page failed', error);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <ServerErrorPage
          onRetry={() => {
            retryFailedPages();
            this.setState({ failed: false });
          }}
        />
      );
    }
    return this.props.children;
  }
}
