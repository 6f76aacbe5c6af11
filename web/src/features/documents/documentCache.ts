import type { ApolloCache } from '@apollo/client';

/** Drops every cached documents list (all cases, one case, any page), so the lists on screen ask the server again. */
export function evictDocumentLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'documents' });
  cache.gc();
}

/** Removes a deleted document; lists that held it drop the dangling reference without a refetch. */
export function evictDocument(cache: ApolloCache, id: number): void {
  cache.evict({ id: cache.identify({ __typename: 'Document', id }) });
  cache.gc();
}
