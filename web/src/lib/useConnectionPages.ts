import { useCallback } from 'react';
import { NetworkStatus, type ErrorLike } from '@apollo/client';
import { useToast } from '../app/toast/toastContext';
import { appendConnectionPage } from './connectionPages';
import { serverMessage } from './graphqlErrors';
import { refetchInBackground } from './refetchInBackground';

interface Page {
  nodes: readonly unknown[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/** The parts of a `useQuery` result that paging needs. */
interface PagedQueryResult<TData> {
  data: TData | undefined;
  previousData?: TData;
  loading: boolean;
  error?: ErrorLike;
  networkStatus: NetworkStatus;
  refetch: () => Promise<unknown>;
  fetchMore: (options: {
    variables: { after: string };
    updateQuery: (shown: TData, next: { fetchMoreResult: TData }) => TData;
  }) => Promise<unknown>;
}

/**
 * Paging over a cursor connection returned by `useQuery` (`field` names the connection in the
 * answer): 'Load more' appends the next page. While new variables load, the previous answer stays
 * on screen with `updating` set, so typing in a search box does not blank the list.
 */
export function useConnectionPages<TData extends { [K in TField]: Page }, TField extends string>(
  result: PagedQueryResult<TData>,
  field: TField,
  /** What the list holds, for the error toast ("cases"). */
  what: string,
) {
  const showToast = useToast();
  const { data, previousData, loading, error, networkStatus, refetch, fetchMore } = result;
  const connection: TData[TField] | undefined = error ? undefined : (data ?? previousData)?.[field];
  const endCursor = connection?.pageInfo.endCursor;

  const loadMore = useCallback(() => {
    if (!endCursor) return;
    fetchMore({
      variables: { after: endCursor },
      updateQuery: (shown, { fetchMoreResult }) => appendConnectionPage(shown, fetchMoreResult, field),
    }).catch((loadError: unknown) =>
      showToast({
        title: `Could not load more ${what}`,
        description: serverMessage(loadError) ?? 'Please try again.',
        severity: 'error',
      }),
    );
  }, [endCursor, fetchMore, field, showToast, what]);

  return {
    connection,
    error,
    /** Nothing to show yet. */
    loading: loading && !connection,
    /** New variables are loading while the previous answer is shown. */
    updating: loading && Boolean(connection) && networkStatus !== NetworkStatus.fetchMore,
    loadingMore: networkStatus === NetworkStatus.fetchMore,
    loadMore,
    retry: () => refetchInBackground(refetch),
  };
}
