import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import type { Role } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { useUserConnection } from './useUserConnection';
import { UserTable, type UserRowHandlers } from './UserTable';

const usersCount = (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`;

interface UserListProps {
  search: string | null;
  role: Role | null;
  selfId: string | null;
  handlers: UserRowHandlers;
}

/** The users matching the search and role, with loading, error and empty states and 'Load more'. */
export function UserList({ search, role, selfId, handlers }: UserListProps) {
  const { connection, error, loading, updating, loadingMore, loadMore, retry } = useUserConnection(search, role);

  if (error) return <ErrorState title="Could not load the users" message={errorMessageOf(error)} onRetry={retry} />;
  if (loading || !connection) return <LoadingState label="Loading users..." />;

  const shown = connection.nodes.length;
  const filtered = Boolean(search || role);
  return (
    <>
      {shown > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 1 }}>
          {filtered
            ? `${usersCount(connection.totalCount)} found`
            : `Showing ${shown} of ${usersCount(connection.totalCount)}`}
        </Typography>
      )}
      <Box sx={{ height: 4 }}>{updating && <LinearProgress aria-label="Updating the users" />}</Box>
      {shown === 0 ? (
        <EmptyState
          title={filtered ? 'No users match your search.' : 'No users yet.'}
          description={
            filtered ? 'Try a name, email, clinic or firm, or another role.' : 'Create an account to invite someone.'
          }
        />
      ) : (
        <UserTable users={connection.nodes} selfId={selfId} handlers={handlers} />
      )}
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ py: 2 }}>
          <LoadMoreButton what="users" loading={loadingMore} onClick={loadMore} />
        </Box>
      )}
    </>
  );
}
