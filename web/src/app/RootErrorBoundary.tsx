import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorState } from '../components/ErrorState';
import { isUnauthenticatedError } from '../lib/graphqlErrors';
import { LoggedOutRedirect } from './auth/LoggedOutRedirect';

interface BoundaryProps {
  children: ReactNode;
  /** Changes on navigation, so leaving a broken page clears the error. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isUnauthenticatedError(error)) console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isUnauthenticatedError(error)) return <LoggedOutRedirect />;
    return (
      <ErrorState
        title="Something went wrong"
        message="This page could not be displayed. Reloading usually fixes it."
        retryLabel="Reload"
        onRetry={() => window.location.reload()}
      />
    );
  }
}

/** Catches rendering errors; an authentication error becomes the logged-out flow instead of an error page. */
export function RootErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}
