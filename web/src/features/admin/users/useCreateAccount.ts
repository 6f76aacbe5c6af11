import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { useToastedAction } from '../../../lib/useToastedAction';
import { invitationFormErrors, invitationToast, type InvitationOutcome } from './accountActionToasts';
import { createAccountInput, type CreateAccountValues } from './accountSchema';
import { AdminUserClinicOptionsQuery, AdminUsersQuery } from './userAdminQueries';

export const AdminAccountCreateMutation = graphql(`
  mutation AdminAccountCreate($input: AdminAccountCreateInput!) {
    adminAccountCreate(input: $input) {
      user {
        ...AdminUserFields
      }
      invitation {
        ...InvitationDeliveryFields
      }
    }
  }
`);

export type CreateAccountOutcome = InvitationOutcome;

/** Creates the account and its invitation; the users list and the clinics' seats are asked for again. */
export function useCreateAccount() {
  const [create] = useMutation(AdminAccountCreateMutation, {
    refetchQueries: [AdminUsersQuery, AdminUserClinicOptionsQuery],
  });
  return useToastedAction(
    async (values: CreateAccountValues) => {
      const { data } = await create({ variables: { input: createAccountInput(values) } });
      const { user, invitation } = data!.adminAccountCreate;
      return { ok: true as const, user, invitation };
    },
    {
      success: (outcome) => invitationToast('Account created', outcome.user, outcome.invitation),
      failure: () => 'Failed to create the account',
    },
    invitationFormErrors,
  );
}
