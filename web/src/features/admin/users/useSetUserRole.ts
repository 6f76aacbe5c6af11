import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { accountActionToasts } from './accountActionToasts';
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
  const [setRole] = useMutation(AdminUserSetRoleMutation, { refetchQueries: [AdminUsersQuery] });
  return useToastedAction(
    async (user: AdminUserFieldsFragment, role: Role) => {
      await setRole({ variables: { id: user.id, role }, optimisticResponse: { adminUserSetRole: { ...user, role } } });
      return true;
    },
    accountActionToasts.setRole,
    () => false,
  );
}
