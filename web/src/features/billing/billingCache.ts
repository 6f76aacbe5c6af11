import type { ApolloCache } from '@apollo/client';
import type { BillingStatus } from '../../gql/graphql';
import type { BillingEntryItem } from './billingEntryFields';
import { billingStatuses } from './billingLabels';
import { BillingEntriesQuery, billingListVariables } from './list/billingEntriesQuery';

type Ordered = Pick<BillingEntryItem, 'id' | 'createdAt'>;

/** The server's order: newest first, then highest id first. */
function comesBefore(a: Ordered, b: Ordered): boolean {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime < 0 : a.id > b.id;
}

/**
 * The list with the entry at its place in the server's order, or null when that place is past the
 * loaded part of a longer list (the next page will bring it).
 */
function withEntryInOrder(
  nodes: readonly BillingEntryItem[],
  entry: BillingEntryItem,
  hasNextPage: boolean,
): BillingEntryItem[] | null {
  const index = nodes.findIndex((node) => comesBefore(entry, node));
  if (index === -1) return hasNextPage ? null : [...nodes, entry];
  return [...nodes.slice(0, index), entry, ...nodes.slice(index)];
}

/**
 * Keeps every cached billing list right after an entry was created or changed (by this user or, live,
 * by anyone): the entry joins the lists it now belongs to (every status and its own status, of every
 * case and of its own case) at its place by creation time, so a new bill appears at the top; it
 * leaves the lists of a status it no longer has. Its fields update in place through the normalized
 * cache. Lists not in the cache are left alone; they load fresh when shown.
 */
export function placeBillingEntryInLists(cache: ApolloCache, entry: BillingEntryItem): void {
  const statuses: (BillingStatus | null)[] = [null, ...billingStatuses];
  for (const caseId of [null, entry.caseId]) {
    for (const status of statuses) {
      cache.updateQuery({ query: BillingEntriesQuery, variables: billingListVariables({ caseId, status }) }, (data) => {
        if (!data) return undefined;
        const { nodes, pageInfo } = data.billingEntries;
        const belongs = status === null || status === entry.status;
        const present = nodes.some((node) => node.id === entry.id);
        let next: BillingEntryItem[] | null = null;
        if (belongs && !present) next = withEntryInOrder(nodes, entry, pageInfo.hasNextPage);
        if (!belongs && present) next = nodes.filter((node) => node.id !== entry.id);
        return next ? { ...data, billingEntries: { ...data.billingEntries, nodes: next } } : undefined;
      });
    }
  }
}
