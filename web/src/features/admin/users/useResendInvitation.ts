import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';

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
  const showToast = useToast();
  const [resend] = useMutation(AdminUserResendInvitationMutation);

  return useCallback(
    async (user: AdminUserFieldsFragment): Promise<InvitationDeliveryFieldsFragment | null> => {
      try {
        const { data } = await resend({ variables: { id: user.id } });
        const delivery = data!.adminUserResendInvitation.invitation;
        showToast({
          title: 'Invitation sent',
          description: delivery.emailSent
            ? `A new invitation was emailed to ${user.email}.`
            : `A new invitation link was made for ${user.email}; the email was not sent.`,
          severity: delivery.emailSent ? 'success' : 'warning',
        });
        return delivery;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to resend the invitation: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return null;
      }
    },
    [resend, showToast],
  );
}
