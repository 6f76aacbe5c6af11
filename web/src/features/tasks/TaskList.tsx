import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { TaskFieldsFragment, TaskFilter } from '../../gql/graphql';
import { serverMessage } from '../../lib/graphqlErrors';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { LoadMoreButton } from '../cases/list/LoadMoreButton';
import { TasksQuery } from './taskDocuments';
import { TaskTable } from './TaskTable';

export const TASKS_PAGE_SIZE = 25;

/** The tasks a filter selects, by due date then priority (the server's order), a page at a time. */
export function TaskList({
  filter,
  showCase,
  canWrite,
  emptyText,
  onEdit,
}: {
  filter: TaskFilter;
  showCase: boolean;
  canWrite: boolean;
  emptyText: { title: string; description?: string };
  onEdit: (task: TaskFieldsFragment) => void;
}) {
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(TasksQuery, {
      variables: { filter, first: TASKS_PAGE_SIZE, after: null },
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'tasks',
    'tasks',
  );

  if (error) return <ErrorState title="Could not load the tasks" message={serverMessage(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading tasks..." />;
  if (connection.nodes.length === 0) return <EmptyState {...emptyText} />;
  return (
    <>
      <TaskTable tasks={connection.nodes} showCase={showCase} canWrite={canWrite} onEdit={onEdit} />
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="tasks" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
