import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { roleLabels } from '../../../app/auth/roles';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { AdminUsersQuery } from './userAdminQueries';

export const AdminUserSetRoleMutation = graphql(`
  mutation AdminUserSetRole($id: ID!, $role: Role!) {
    adminUserSetRole(id: $id, role: $role) {
      ...AdminUserFields
    }
  }
`);

/**
 * The inline role change: the row shows the new role at once (optimistic), then the users are asked
 * for again, as the spec describes; on failure the row goes back and a toast says why.
 */
export function useSetUserRole() {
  const showToast = useToast();
  const [setRole] = useMutation(AdminUserSetRoleMutation, { refetchQueries: [AdminUsersQuery] });

  return useCallback(
    async (user: AdminUserFieldsFragment, role: Role): Promise<boolean> => {
      try {
        await setRole({
          variables: { id: user.id, role },
          optimisticResponse: { adminUserSetRole: { ...user, role } },
        });
        showToast({
          title: 'Role updated',
          description: `${user.fullName || user.email} is now ${roleLabels[role]}. Their sessions were ended.`,
          severity: 'success',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to change the role: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [setRole, showToast],
  );
}
