import { useCallback, useState } from 'react';
import { RestError, unreachableMessage } from '../../lib/restJson';
import { fetchPanelUsers, type PanelUser } from './adminPanelApi';
import { useRestData } from './useRestData';

const loadFirstPage = (signal: AbortSignal) => fetchPanelUsers(null, signal);

interface LaterPages {
  /** The first page these follow: a reload starts over. */
  after: unknown;
  users: PanelUser[];
  nextCursor: string | null;
}

/**
 * The panel's users, a page of 100 at a time from GET /api/admin/users: the first page on mount, then
 * "Load more" appends the next one until `nextCursor` runs out.
 */
export function usePanelUsers() {
  const first = useRestData(loadFirstPage);
  const [later, setLater] = useState<LaterPages>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<RestError>();

  const current = later?.after === first.data ? later : undefined;
  const users = first.data ? [...first.data.data, ...(current?.users ?? [])] : undefined;
  const nextCursor = current ? current.nextCursor : (first.data?.nextCursor ?? null);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    setLoadMoreError(undefined);
    try {
      const page = await fetchPanelUsers(nextCursor);
      setLater({ after: first.data, users: [...(current?.users ?? []), ...page.data], nextCursor: page.nextCursor });
    } catch (error) {
      setLoadMoreError(error instanceof RestError ? error : new RestError(unreachableMessage, null));
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, first.data, current]);

  return {
    users,
    totalCount: first.data?.totalCount ?? 0,
    hasMore: nextCursor !== null,
    loading: first.loading,
    error: first.error,
    reload: first.reload,
    loadMore,
    loadingMore,
    loadMoreError,
  };
}
