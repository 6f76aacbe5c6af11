import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { BulkOperationKind } from '../../../../gql/graphql';
import { hasErrorCode, serverMessage } from '../../../../lib/graphqlErrors';
import { evictCaseLists } from '../../../cases/caseListCache';
import { BulkOperationRunMutation } from './bulkOperationQueries';

export type RunOutcome =
  | { ok: true; changedCount: number }
  /** countChanged: the records matching now are not the previewed number; preview again. */
  | { ok: false; message: string; countChanged: boolean };

/** Runs a bulk operation for the count the operator confirmed; lists it changes are fetched again when next shown. */
export function useRunBulkOperation() {
  const [runOperation] = useMutation(BulkOperationRunMutation);

  return useCallback(
    async (kind: BulkOperationKind, expectedCount: number): Promise<RunOutcome> => {
      try {
        const { data } = await runOperation({
          variables: { kind, expectedCount },
          update: (cache) => {
            if (kind === 'archive_closed_cases') evictCaseLists(cache);
            for (const fieldName of ['adminUsers', 'platformOverview']) cache.evict({ id: 'ROOT_QUERY', fieldName });
            cache.gc();
          },
        });
        return { ok: true, changedCount: data!.bulkOperationRun.changedCount };
      } catch (error) {
        return {
          ok: false,
          message: serverMessage(error) ?? 'The operation could not be run. Please try again.',
          countChanged: hasErrorCode(error, 'CONFLICT'),
        };
      }
    },
    [runOperation],
  );
}
