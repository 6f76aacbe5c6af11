import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { accountActionToasts } from './accountActionToasts';

export const AdminUserForceLogoutMutation = graphql(`
  mutation AdminUserForceLogout($id: ID!) {
    adminUserForceLogout(id: $id) {
      userId
      sessionsEnded
    }
  }
`);

/** Ends every session and open socket of the user, with the spec's success text. */
export function useForceLogout() {
  const [forceLogout] = useMutation(AdminUserForceLogoutMutation);
  return useToastedAction(
    async (user: { id: string }) => {
      await forceLogout({ variables: { id: user.id } });
      return true;
    },
    accountActionToasts.forceLogout,
    () => false,
  );
}
