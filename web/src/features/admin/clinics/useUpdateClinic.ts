import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { AdminClinicUpdateInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import type { SubmitOutcome } from '../../patients/form/submitOutcome';
import { evictPlatformFigures } from './clinicCache';

export const AdminClinicUpdateMutation = graphql(`
  mutation AdminClinicUpdate($id: Int!, $input: AdminClinicUpdateInput!) {
    adminClinicUpdate(id: $id, input: $input) {
      ...AdminClinicCard
    }
  }
`);

/**
 * Saves the Manage dialog. The answer updates the clinic's card in place through the cache; a refusal
 * (a plan the clinic is above, a bad field) comes back under the field it names.
 */
export function useUpdateClinic() {
  const showToast = useToast();
  const [update] = useMutation(AdminClinicUpdateMutation, { update: (cache) => evictPlatformFigures(cache) });

  return useCallback(
    async (id: number, input: AdminClinicUpdateInput): Promise<SubmitOutcome> => {
      try {
        await update({ variables: { id, input } });
        showToast({ title: 'Clinic updated', description: `${input.name} was saved.`, severity: 'success' });
        return { ok: true };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to update clinic: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return { ok: false, fieldErrors: formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'LIMIT_REACHED']) };
      }
    },
    [update, showToast],
  );
}
