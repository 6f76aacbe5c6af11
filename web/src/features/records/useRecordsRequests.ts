import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { RecordsRequestFilter } from '../../gql/graphql';
import { RecordsRequestsQuery } from './recordsDocuments';

/**
 * The records list a page at a time (20, written into RecordsRequestsQuery; "Load more" reads the
 * next page after the last one shown, keyset, decision 431): the first page polls every 30 s (follow-ups and answers move
 * requests); once more pages are loaded the poll stops, so it never drops the pages read.
 */
export function useRecordsRequests(filter: RecordsRequestFilter) {
  // Pages loaded for this filter (a new filter starts again at one page, polled).
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState({ key, pages: 1 });
  const pages = loaded.key === key ? loaded.pages : 1;
  const [loadingMore, setLoadingMore] = useState(false);
  const query = useQuery(RecordsRequestsQuery, {
    variables: { filter },
    pollInterval: pages > 1 ? 0 : 30_000,
  });
  const connection = query.data?.recordsRequests;
  const loadMore = async () => {
    if (!connection?.pageInfo.hasNextPage) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          recordsRequests: {
            ...fetchMoreResult.recordsRequests,
            nodes: [...previous.recordsRequests.nodes, ...fetchMoreResult.recordsRequests.nodes],
          },
        }),
      });
      setLoaded({ key, pages: pages + 1 });
    } finally {
      setLoadingMore(false);
    }
  };
  return {
    data: query.data,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
    requests: connection?.nodes ?? [],
    total: connection?.totalCount ?? 0,
    hasMore: connection?.pageInfo.hasNextPage ?? false,
    loadMore,
    loadingMore,
  };
}
