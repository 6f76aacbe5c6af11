import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { PatientCreateInput } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { optionalDetailsInput, optionalText, type PatientDetailsValues } from '../form/patientDetails';
import { evictPatientLists } from '../patientListCache';

export const PatientCreateMutation = graphql(`
  mutation PatientCreate($input: PatientCreateInput!) {
    patientCreate(input: $input) {
      id
      fullName
    }
  }
`);

export const CREATE_FAILED_MESSAGE = 'Error creating patient. Please try again.';

export type CreateOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

export function createInput(values: PatientDetailsValues): PatientCreateInput {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: optionalText(values.address),
    city: optionalText(values.city),
    state: optionalText(values.state),
    zipCode: optionalText(values.zipCode),
    ...optionalDetailsInput(values),
  };
}

/** Registers a patient with the full details; a failure carries the text to show and the field errors. */
export function useCreatePatient() {
  const [create] = useMutation(PatientCreateMutation, { update: (cache) => evictPatientLists(cache) });

  return useCallback(
    async (values: PatientDetailsValues): Promise<CreateOutcome> => {
      try {
        await create({ variables: { input: createInput(values) } });
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          message: serverMessage(error) ?? CREATE_FAILED_MESSAGE,
          fieldErrors: formFieldErrorsOf(error),
        };
      }
    },
    [create],
  );
}
