import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import type { PatientQuickAddInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { optionalText } from '../form/patientDetails';
import type { SubmitOutcome } from '../form/submitOutcome';
import { evictPatientLists } from '../patientListCache';
import type { QuickAddValues } from './addPatientSchema';

export const PatientQuickAddMutation = graphql(`
  mutation PatientQuickAdd($input: PatientQuickAddInput!) {
    patientQuickAdd(input: $input) {
      id
      fullName
    }
  }
`);

export function quickAddInput(values: QuickAddValues): PatientQuickAddInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: optionalText(values.email),
    phone: optionalText(values.phone),
    emergencyContact: optionalText(values.emergencyContact),
    emergencyPhone: optionalText(values.emergencyPhone),
  };
}

/** Adds a patient from the dialog, tells the user how it went, and has the patient lists reload. */
export function useAddPatient() {
  const showToast = useToast();
  const [quickAdd] = useMutation(PatientQuickAddMutation, { update: (cache) => evictPatientLists(cache) });

  return useCallback(
    async (values: QuickAddValues): Promise<SubmitOutcome> => {
      try {
        await quickAdd({ variables: { input: quickAddInput(values) } });
        showToast({ title: 'Success', description: 'Patient created successfully!', severity: 'success' });
        return { ok: true };
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to create patient: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [quickAdd, showToast],
  );
}
