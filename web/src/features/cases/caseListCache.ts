import type { ApolloCache } from '@apollo/client';

/**
 * Drops the cached case lists and figures that a created, edited or transferred case may change
 * (membership in a filtered list, counts, the dashboard), so the next screen asks the server again.
 * The case itself is updated in place from the mutation's answer.
 */
export function evictCaseLists(cache: ApolloCache): void {
  for (const fieldName of ['cases', 'recentCases', 'dashboardStats']) {
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  cache.gc();
}

/** Drops an attorney's cached case list and count, which a transfer to or from them changes. */
export function evictAttorneyCases(cache: ApolloCache, attorneyId: number): void {
  const id = cache.identify({ __typename: 'Attorney', id: attorneyId });
  cache.evict({ id, fieldName: 'cases' });
  cache.evict({ id, fieldName: 'caseCount' });
}

/** Drops a patient's cached case list, which a case opened for them changes. */
export function evictPatientCases(cache: ApolloCache, patientId: number): void {
  cache.evict({ id: cache.identify({ __typename: 'Patient', id: patientId }), fieldName: 'cases' });
}
