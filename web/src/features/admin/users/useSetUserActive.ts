import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';

export const AdminUserSetActiveMutation = graphql(`
  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {
    adminUserSetActive(id: $id, isActive: $isActive) {
      ...AdminUserFields
    }
  }
`);

/** Deactivates (ending every session) or activates a user; the answer updates the row. */
export function useSetUserActive() {
  const showToast = useToast();
  const [setActive] = useMutation(AdminUserSetActiveMutation);

  return useCallback(
    async (user: AdminUserFieldsFragment, isActive: boolean): Promise<boolean> => {
      const name = user.fullName || user.email;
      try {
        await setActive({ variables: { id: user.id, isActive } });
        showToast({
          title: isActive ? 'User activated' : 'User deactivated',
          description: isActive
            ? `${name} can sign in again.`
            : `${name} can no longer sign in; their sessions were ended.`,
          severity: 'success',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to ${isActive ? 'activate' : 'deactivate'} the user: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [setActive, showToast],
  );
}
