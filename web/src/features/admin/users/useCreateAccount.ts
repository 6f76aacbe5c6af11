import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
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

export type CreateAccountOutcome =
  | { ok: true; user: AdminUserFieldsFragment; invitation: InvitationDeliveryFieldsFragment }
  | { ok: false; fieldErrors: Record<string, string> };

/** Creates the account and its invitation; the users list and the clinics' seats are asked for again. */
export function useCreateAccount() {
  const showToast = useToast();
  const [create] = useMutation(AdminAccountCreateMutation, {
    refetchQueries: [AdminUsersQuery, AdminUserClinicOptionsQuery],
  });

  return useCallback(
    async (values: CreateAccountValues): Promise<CreateAccountOutcome> => {
      try {
        const { data } = await create({ variables: { input: createAccountInput(values) } });
        const { user, invitation } = data!.adminAccountCreate;
        showToast({
          title: 'Account created',
          description: invitation.emailSent
            ? `An invitation to set a password was emailed to ${user.email}.`
            : `Share the invitation link with ${user.email}: the email was not sent.`,
          severity: invitation.emailSent ? 'success' : 'warning',
        });
        return { ok: true, user, invitation };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to create the account: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return { ok: false, fieldErrors: formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']) };
      }
    },
    [create, showToast],
  );
}
