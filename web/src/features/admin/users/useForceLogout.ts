import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { errorMessageOf } from '../../../lib/graphqlErrors';

export const AdminUserForceLogoutMutation = graphql(`
  mutation AdminUserForceLogout($id: ID!) {
    adminUserForceLogout(id: $id) {
      userId
      sessionsEnded
    }
  }
`);

export const FORCE_LOGOUT_SUCCESS = 'User sessions terminated successfully';

/** Ends every session and open socket of the user, with the spec's success text. */
export function useForceLogout() {
  const showToast = useToast();
  const [forceLogout] = useMutation(AdminUserForceLogoutMutation);

  return useCallback(
    async (user: { id: string }): Promise<boolean> => {
      try {
        await forceLogout({ variables: { id: user.id } });
        showToast({ title: 'Success', description: FORCE_LOGOUT_SUCCESS, severity: 'success' });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to end the sessions: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [forceLogout, showToast],
  );
}
