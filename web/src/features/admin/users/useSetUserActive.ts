import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { accountActionToasts } from './accountActionToasts';

export const AdminUserSetActiveMutation = graphql(`
  mutation AdminUserSetActive($id: ID!, $isActive: Boolean!) {
    adminUserSetActive(id: $id, isActive: $isActive) {
      ...AdminUserFields
    }
  }
`);

/** Deactivates (ending every session) or activates a user; the answer updates the row. */
export function useSetUserActive() {
  const [setActive] = useMutation(AdminUserSetActiveMutation);
  return useToastedAction(
    async (user: AdminUserFieldsFragment, isActive: boolean) => {
      await setActive({ variables: { id: user.id, isActive } });
      return true;
    },
    accountActionToasts.setActive,
    () => false,
  );
}
