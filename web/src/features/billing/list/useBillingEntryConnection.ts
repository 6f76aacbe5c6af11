import { useQuery } from '@apollo/client/react';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { BillingEntriesQuery, billingListVariables, type BillingListFilter } from './billingEntriesQuery';

/**
 * Billing entries of the filter, newest first, page by page. A list shown again asks the server once
 * (live updates only reach lists in the cache), then lives on the cache, which the mutations and live
 * events keep current; `pollInterval` makes it ask the server itself (while live updates are down).
 */
export function useBillingEntryConnection(filter: BillingListFilter, pollInterval: number | undefined) {
  const result = useQuery(BillingEntriesQuery, {
    variables: billingListVariables(filter),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    pollInterval,
  });
  return useConnectionPages(result, 'billingEntries', 'billing entries');
}
