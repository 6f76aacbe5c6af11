import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { isUnauthenticatedError } from '../../lib/graphqlErrors';
import { paths } from '../paths';
import { useToast } from '../toast/toastContext';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the session on the server, drops every cached record and returns to the landing page. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const logOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // An already-expired session counts as logged out; any other failure leaves the session alive.
      if (!isUnauthenticatedError(error)) {
        showToast({ title: 'Logout failed', description: 'Please try again.', severity: 'error' });
        return;
      }
    }
    // clearStore does not notify mounted queries, so the protected page cannot mistake this for an expired session.
    await client.clearStore();
    navigate(paths.landing);
  }, [client, logout, navigate, showToast]);

  return { logOut, loggingOut: loading };
}
