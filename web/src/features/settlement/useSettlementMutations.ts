import { useCallback } from 'react';
import type { ApolloCache, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import {
  CaseSettlementQuery,
  SettlementStatementConfirmMutation,
  SettlementStatementDisputeMutation,
  SettlementStatementRecordMutation,
  type CaseSettlement,
} from './settlementDocuments';

export type SettlementOutcome =
  { ok: true; settlement: CaseSettlement } | { ok: false; message: string; fieldErrors: Record<string, string> };

/** CaseSettlement has no id: each answer (mutation or live event) replaces the cached query's. */
export function writeCaseSettlement(cache: ApolloCache, settlement: CaseSettlement): void {
  cache.writeQuery({
    query: CaseSettlementQuery,
    variables: { caseId: settlement.caseId },
    data: { caseSettlement: settlement },
  });
  // A confirmation closes the case: its header and lists read the status from the cached case.
  cache.modify({
    id: cache.identify({ __typename: 'Case', id: settlement.caseId }),
    fields: { status: () => settlement.caseStatus },
  });
}

function useSettlementMutation<Input>(mutation: TypedDocumentNode<{ settlement: CaseSettlement }, { input: Input }>) {
  const [mutate] = useMutation(mutation, {
    update: (cache, { data }) => {
      if (data) writeCaseSettlement(cache, data.settlement);
    },
  });
  return useCallback(
    async (input: Input): Promise<SettlementOutcome> => {
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { ok: false, message: 'The server sent no answer. Please try again.', fieldErrors: {} };
        return { ok: true, settlement: data.settlement };
      } catch (error) {
        return { ok: false, message: errorMessageOf(error), fieldErrors: formFieldErrorsOf(error) };
      }
    },
    [mutate],
  );
}

export const useRecordStatement = () => useSettlementMutation(SettlementStatementRecordMutation);
export const useConfirmStatement = () => useSettlementMutation(SettlementStatementConfirmMutation);
export const useDisputeStatement = () => useSettlementMutation(SettlementStatementDisputeMutation);
