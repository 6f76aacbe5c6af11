import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { isUnauthenticatedError } from '../../../lib/graphqlErrors';
import type { SubmitOutcome } from '../form/submitOutcome';
import { evictPatientLists } from '../patientListCache';
import { patientPaths } from '../patientPaths';
import { updateInput, type EditPatientValues } from './editPatientValues';
import { patientSaveErrorMessage } from './patientErrorMessages';

export const PatientUpdateMutation = graphql(`
  mutation PatientUpdate($id: Int!, $input: PatientUpdateInput!) {
    patientUpdate(id: $id, input: $input) {
      ...PatientEditFields
    }
  }
`);

/**
 * Saves the Edit Patient form. Success returns to the patient's page; failures are told in a
 * toast, and a refused session (UNAUTHENTICATED) goes back to the landing page.
 */
export function useUpdatePatient(patientId: number, initialStatus: string) {
  const showToast = useToast();
  const navigate = useNavigate();
  const [update] = useMutation(PatientUpdateMutation, { update: (cache) => evictPatientLists(cache) });

  return useCallback(
    async (values: EditPatientValues): Promise<SubmitOutcome> => {
      try {
        await update({ variables: { id: patientId, input: updateInput(values, initialStatus) } });
        showToast({ title: 'Success', description: 'Patient updated successfully', severity: 'success' });
        navigate(patientPaths.detail(patientId));
        return { ok: true };
      } catch (error) {
        showToast({ title: 'Error', description: patientSaveErrorMessage(error), severity: 'error' });
        if (isUnauthenticatedError(error)) navigate(paths.landing);
        return { ok: false, fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [initialStatus, navigate, patientId, showToast, update],
  );
}
