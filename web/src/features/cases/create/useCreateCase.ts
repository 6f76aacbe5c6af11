import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { hasErrorCode, serverMessage } from '../../../lib/graphqlErrors';
import { evictCaseLists, evictPatientCases } from '../caseListCache';
import { optionalText } from '../form/caseDetailsSchema';
import type { CreateCaseValues } from './createCaseSchema';

export const CaseCreateMutation = graphql(`
  mutation CaseCreate($input: CaseCreateInput!) {
    caseCreate(input: $input) {
      id
      caseNumber
    }
  }
`);

export type CreateCaseOutcome =
  | { ok: true; caseNumber: string }
  /** A refusal the user can act on (plan limit, invalid field): its message is shown in the form. */
  | { ok: false; message: string; fieldErrors: Record<string, string> }
  /** Anything else: the spec's 'Error creating case' alert. */
  | { ok: false; message: null; fieldErrors: Record<string, never> };

function isExplainedRefusal(error: unknown): boolean {
  return hasErrorCode(error, 'LIMIT_REACHED') || hasErrorCode(error, 'BAD_USER_INPUT');
}

/** Opens a case (the server assigns its number) and drops the cached lists it joins. */
export function useCreateCase() {
  const [createCase] = useMutation(CaseCreateMutation);

  return useCallback(
    async (values: CreateCaseValues): Promise<CreateCaseOutcome> => {
      const { patient, attorney, caseType } = values;
      if (!patient || !attorney || !caseType) return { ok: false, message: null, fieldErrors: {} };
      try {
        const { data } = await createCase({
          variables: {
            input: {
              patientId: patient.id,
              attorneyId: attorney.id,
              caseType,
              status: values.status,
              accidentDate: values.accidentDate,
              description: optionalText(values.description),
              notes: optionalText(values.notes),
            },
          },
          update: (cache) => {
            evictPatientCases(cache, patient.id);
            evictCaseLists(cache);
          },
        });
        if (!data) throw new Error('caseCreate answered without data');
        return { ok: true, caseNumber: data.caseCreate.caseNumber };
      } catch (error) {
        if (!isExplainedRefusal(error)) return { ok: false, message: null, fieldErrors: {} };
        return {
          ok: false,
          message: serverMessage(error) ?? 'The case could not be created.',
          fieldErrors: formFieldErrorsOf(error, { patientId: 'patient', attorneyId: 'attorney' }),
        };
      }
    },
    [createCase],
  );
}
