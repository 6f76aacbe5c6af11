import { graphql } from '../../../gql';
import type { BillingStatus } from '../../../gql/graphql';

/** How many entries a list loads at a time. */
export const BILLING_PAGE_SIZE = 20;

/** Billing entries in the user's scope, newest first; of one status and/or one case when set. */
export const BillingEntriesQuery = graphql(`
  query BillingEntries($filter: BillingFilter, $first: Int!, $after: String) {
    billingEntries(filter: $filter, first: $first, after: $after) {
      nodes {
        ...BillingEntryFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export interface BillingListFilter {
  /** Every status when null. */
  status: BillingStatus | null;
  /** Every case when null. */
  caseId: number | null;
}

/**
 * The variables of a billing list's first page. The filter is always sent whole (nulls included), so
 * the list, live updates and the mutations' answers all address the same cache entry.
 */
export function billingListVariables({ status, caseId }: BillingListFilter) {
  return { filter: { caseId, status }, first: BILLING_PAGE_SIZE };
}
