import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { editAccountInput, type EditAccountValues } from './accountSchema';
import { AdminUserClinicOptionsQuery } from './userAdminQueries';

export const AdminUserUpdateMutation = graphql(`
  mutation AdminUserUpdate($id: ID!, $input: AdminUserUpdateInput!) {
    adminUserUpdate(id: $id, input: $input) {
      ...AdminUserFields
    }
  }
`);

/** Saves the Edit dialog; the answer updates the row, and field errors come back for the form. */
export function useUpdateUser() {
  const showToast = useToast();
  const [update] = useMutation(AdminUserUpdateMutation, { refetchQueries: [AdminUserClinicOptionsQuery] });

  return useCallback(
    async (
      id: string,
      values: EditAccountValues,
    ): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> => {
      try {
        await update({ variables: { id, input: editAccountInput(values) } });
        showToast({ title: 'User updated', description: `${values.email.trim()} was saved.`, severity: 'success' });
        return { ok: true };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to update the user: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return {
          ok: false,
          fieldErrors: formFieldErrorsOf(error, { attorneyId: 'attorney' }, ['BAD_USER_INPUT', 'CONFLICT']),
        };
      }
    },
    [update, showToast],
  );
}
