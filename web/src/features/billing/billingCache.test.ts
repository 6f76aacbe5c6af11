import { createCache } from '../../apollo';
import type { BillingStatus } from '../../gql/graphql';
import { placeBillingEntryInLists } from './billingCache';
import { BillingEntriesQuery, billingListVariables } from './list/billingEntriesQuery';
import { anEntry, type MockEntry } from './test/billingFixtures';

const march = (day: number) => `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;

type Filter = { status: BillingStatus | null; caseId: number | null };

/** A cache holding one list per filter, as first pages the server answered. */
function cacheWithLists(...lists: { filter: Filter; nodes: MockEntry[]; hasNextPage?: boolean }[]) {
  const cache = createCache();
  for (const { filter, nodes, hasNextPage = false } of lists) {
    // As the server answers: the connection and page info carry their __typename too.
    const page = { __typename: 'PageInfo' as const, endCursor: hasNextPage ? 'next' : null, hasNextPage };
    const data = { billingEntries: { __typename: 'BillingEntryConnection' as const, nodes, pageInfo: page } };
    cache.writeQuery({ query: BillingEntriesQuery, variables: billingListVariables(filter), data });
  }
  return cache;
}

function listIds(cache: ReturnType<typeof createCache>, filter: Filter) {
  const data = cache.readQuery({ query: BillingEntriesQuery, variables: billingListVariables(filter) });
  return data?.billingEntries.nodes.map((node) => node.id);
}

const every: Filter = { status: null, caseId: null };

describe('placeBillingEntryInLists', () => {
  it('puts a new entry at its place by creation time (newest first)', () => {
    const cache = cacheWithLists({
      filter: every,
      nodes: [anEntry({ id: 5, createdAt: march(5) }), anEntry({ id: 3, createdAt: march(3) })],
    });

    placeBillingEntryInLists(cache, anEntry({ id: 9, createdAt: march(9) }));
    placeBillingEntryInLists(cache, anEntry({ id: 4, createdAt: march(4) }));

    expect(listIds(cache, every)).toEqual([9, 5, 4, 3]);
  });

  it('orders entries created at the same moment by id, highest first, as the server does', () => {
    const cache = cacheWithLists({ filter: every, nodes: [anEntry({ id: 5, createdAt: march(5) })] });

    placeBillingEntryInLists(cache, anEntry({ id: 6, createdAt: march(5) }));

    expect(listIds(cache, every)).toEqual([6, 5]);
  });

  it('leaves an older entry to the next page when the loaded part ends before its place', () => {
    const cache = cacheWithLists({
      filter: every,
      nodes: [anEntry({ id: 5, createdAt: march(5) })],
      hasNextPage: true,
    });

    placeBillingEntryInLists(cache, anEntry({ id: 2, createdAt: march(2) }));

    expect(listIds(cache, every)).toEqual([5]);
  });

  it('adds nothing twice', () => {
    const entry = anEntry({ id: 5, createdAt: march(5) });
    const cache = cacheWithLists({ filter: every, nodes: [entry] });

    placeBillingEntryInLists(cache, { ...entry, status: 'submitted', nextStatuses: ['paid', 'denied'] });

    expect(listIds(cache, every)).toEqual([5]);
  });

  it('moves an entry between status lists when its status changes', () => {
    const pendingOnly = { status: 'pending' as const, caseId: null };
    const submittedOnly = { status: 'submitted' as const, caseId: null };
    const entry = anEntry({ id: 5, createdAt: march(5) });
    const cache = cacheWithLists(
      { filter: pendingOnly, nodes: [entry, anEntry({ id: 4, createdAt: march(4) })] },
      { filter: submittedOnly, nodes: [] },
    );

    placeBillingEntryInLists(cache, { ...entry, status: 'submitted', nextStatuses: ['paid', 'denied'] });

    expect(listIds(cache, pendingOnly)).toEqual([4]);
    expect(listIds(cache, submittedOnly)).toEqual([5]);
  });

  it("adds an entry to its own case's list and to no other case's", () => {
    const ofCase101 = { status: null, caseId: 101 };
    const ofCase102 = { status: null, caseId: 102 };
    const cache = cacheWithLists({ filter: ofCase101, nodes: [] }, { filter: ofCase102, nodes: [] });

    placeBillingEntryInLists(cache, anEntry({ id: 7, caseId: 101 }));

    expect(listIds(cache, ofCase101)).toEqual([7]);
    expect(listIds(cache, ofCase102)).toEqual([]);
  });
});
