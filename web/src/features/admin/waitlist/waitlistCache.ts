import type { ApolloCache, Reference } from '@apollo/client';

interface CachedConnection {
  nodes: readonly Reference[];
  totalCount: number;
}

/**
 * Takes a deleted entry out of every cached waitlist list (any search, any pages loaded), counting
 * one entry fewer in the lists that showed it, then drops the entry itself.
 */
export function removeWaitlistEntry(cache: ApolloCache, id: number): void {
  const entryId = cache.identify({ __typename: 'WaitlistEntry', id });
  if (!entryId) return;
  cache.modify<{ waitlistEntries: CachedConnection }>({
    id: 'ROOT_QUERY',
    fields: {
      waitlistEntries(existing, { readField }) {
        const connection = existing as CachedConnection;
        const nodes = connection.nodes.filter((node) => readField('id', node) !== id);
        if (nodes.length === connection.nodes.length) return connection;
        return { ...connection, nodes, totalCount: Math.max(0, connection.totalCount - 1) };
      },
    },
  });
  cache.evict({ id: entryId });
  cache.gc();
}
