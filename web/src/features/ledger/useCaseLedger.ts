import { useQuery } from '@apollo/client/react';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { CaseLedgerQuery } from './caseLedgerQuery';

/**
 * The case's ledger. Opening the tab again asks the server once (live events reach only a tab on
 * screen); after that the cache, which mutations and live events keep current, is the source.
 */
export function useCaseLedger(caseId: number) {
  const { data, loading, error, refetch } = useQuery(CaseLedgerQuery, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return {
    ledger: data?.caseLedger,
    loading,
    error,
    retry: () => refetchInBackground(refetch),
  };
}
