import type { ApolloCache } from '@apollo/client';

/** The portal's platform-wide figures (Overview tab) that a clinic's plan, amount or activity moves. */
export function evictPlatformFigures(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'platformOverview' });
  cache.gc();
}

/** After a new clinic: the clinic list (membership and order by name) and the platform figures ask again. */
export function evictClinicLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminClinics' });
  evictPlatformFigures(cache);
}
