import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached patient lists and figures that an added or edited patient may change (list
 * membership and order, counts, the dashboard), so every list asks the server again; the lists
 * on screen refetch at once. The patient itself is updated in place from the mutation's answer.
 */
export function evictPatientLists(cache: ApolloCache): void {
  for (const fieldName of ['patients', 'recentPatients', 'dashboardStats']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}
