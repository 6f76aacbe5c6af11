import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { evictCaseLists } from '../caseListCache';
import { optionalText } from '../form/caseDetailsSchema';
import type { EditCaseValues } from './editCaseSchema';

export const CaseUpdateMutation = graphql(`
  mutation CaseUpdate($id: Int!, $input: CaseUpdateInput!) {
    caseUpdate(id: $id, input: $input) {
      ...CaseDetailFields
    }
  }
`);

export type UpdateCaseOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** Saves a case's details; the answer refreshes the cached case (with its new history entry) in place. */
export function useUpdateCase(caseId: number) {
  const [updateCase] = useMutation(CaseUpdateMutation);

  return useCallback(
    async (values: EditCaseValues): Promise<UpdateCaseOutcome> => {
      if (!values.caseType) return { ok: false, message: 'Case type is required', fieldErrors: {} };
      try {
        await updateCase({
          variables: {
            id: caseId,
            input: {
              caseType: values.caseType,
              status: values.status,
              accidentDate: values.accidentDate,
              description: optionalText(values.description),
              notes: optionalText(values.notes),
              settlementAmount: optionalText(values.settlementAmount),
            },
          },
          update: evictCaseLists,
        });
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          message: serverMessage(error) ?? 'Could not save the case. Please try again.',
          fieldErrors: formFieldErrorsOf(error),
        };
      }
    },
    [caseId, updateCase],
  );
}
