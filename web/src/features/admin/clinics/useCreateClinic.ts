import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { AdminClinicCreateInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import type { SubmitOutcome } from '../../patients/form/submitOutcome';
import { evictClinicLists } from './clinicCache';

export const AdminClinicCreateMutation = graphql(`
  mutation AdminClinicCreate($input: AdminClinicCreateInput!) {
    adminClinicCreate(input: $input) {
      ...AdminClinicCard
    }
  }
`);

/** Adds a clinic, says how it went, and has the clinic list ask again (the new one takes its place by name). */
export function useCreateClinic() {
  const showToast = useToast();
  const [create] = useMutation(AdminClinicCreateMutation, { update: (cache) => evictClinicLists(cache) });

  return useCallback(
    async (input: AdminClinicCreateInput): Promise<SubmitOutcome> => {
      try {
        const result = await create({ variables: { input } });
        showToast({
          title: 'Clinic created',
          description: `${result.data?.adminClinicCreate.clinic.name ?? input.name} was added on the ${
            result.data?.adminClinicCreate.plan.name ?? 'Starter'
          } plan.`,
          severity: 'success',
        });
        return { ok: true };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to create clinic: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [create, showToast],
  );
}
