import { Navigate, Outlet } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { isUnauthenticatedError } from '../../lib/graphqlErrors';
import { LoggedOutRedirect } from './LoggedOutRedirect';
import { useCurrentUser } from './useCurrentUser';

/** Guards the protected routes: renders them only for a signed-in user. */
export function RequireAuth() {
  const { user, loading, error, refetch } = useCurrentUser();

  if (loading) return <LoadingState label="Checking your session..." fullScreen />;
  if (error && !isUnauthenticatedError(error)) {
    return (
      <ErrorState
        title="We could not check your session"
        message="The server did not answer. Check your connection and try again."
        onRetry={refetch}
      />
    );
  }
  if (!user) return <LoggedOutRedirect />;
  // A patient's screens are the portal's (decision 415).
  if (user.role === 'patient') return <Navigate to="/portal" replace />;
  return <Outlet />;
}
