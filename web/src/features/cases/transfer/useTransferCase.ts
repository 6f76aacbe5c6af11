import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { evictAttorneyCases, evictCaseLists } from '../caseListCache';
import type { TransferCaseValues } from './transferCaseSchema';

export const CaseTransferMutation = graphql(`
  mutation CaseTransfer($id: Int!, $input: CaseTransferInput!) {
    caseTransfer(id: $id, input: $input) {
      ...CaseDetailFields
    }
  }
`);

export type TransferOutcome = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * Moves the case to another attorney. The answer carries the case's new attorney, history and
 * transfers, so the detail page updates from the cache; lists and both attorneys' case lists are
 * fetched again when next shown.
 */
export function useTransferCase(caseId: number, currentAttorneyId: number | undefined) {
  const [transferCase] = useMutation(CaseTransferMutation);

  return useCallback(
    async ({ attorney, reason, notes }: TransferCaseValues): Promise<TransferOutcome> => {
      if (!attorney) return { ok: false, message: 'Select the attorney to transfer to', fieldErrors: {} };
      try {
        await transferCase({
          variables: {
            id: caseId,
            input: { toAttorneyId: attorney.id, reason: reason.trim(), notes: notes.trim() || null },
          },
          update: (cache) => {
            for (const attorneyId of [currentAttorneyId, attorney.id]) {
              if (attorneyId !== undefined) evictAttorneyCases(cache, attorneyId);
            }
            evictCaseLists(cache);
          },
        });
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          message: serverMessage(error) ?? 'Could not transfer the case. Please try again.',
          fieldErrors: formFieldErrorsOf(error, { toAttorneyId: 'attorney' }),
        };
      }
    },
    [caseId, currentAttorneyId, transferCase],
  );
}
