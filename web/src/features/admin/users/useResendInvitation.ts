import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { accountActionToasts } from './accountActionToasts';

export const AdminUserResendInvitationMutation = graphql(`
  mutation AdminUserResendInvitation($id: ID!) {
    adminUserResendInvitation(id: $id) {
      user {
        ...AdminUserFields
      }
      invitation {
        ...InvitationDeliveryFields
      }
    }
  }
`);

/** A new invitation link (the previous one stops working); the delivery comes back for the dialog to show. */
export function useResendInvitation() {
  const [resend] = useMutation(AdminUserResendInvitationMutation);
  return useToastedAction(
    async (user: AdminUserFieldsFragment): Promise<InvitationDeliveryFieldsFragment> => {
      const { data } = await resend({ variables: { id: user.id } });
      return data!.adminUserResendInvitation.invitation;
    },
    accountActionToasts.resendInvitation,
    () => null,
  );
}
