import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import { PanelUsersTable } from './PanelUsersTable';
import { usePanelUsers } from './usePanelUsers';

export const FETCH_USERS_FAILED = 'Failed to fetch users';

/** Every user of the platform, 100 at a time. */
export function PanelUsersSection() {
  const { users, totalCount, hasMore, error, reload, loadMore, loadingMore, loadMoreError } = usePanelUsers();

  let content;
  if (error) {
    content = <ErrorState title={FETCH_USERS_FAILED} message={error.message} onRetry={reload} />;
  } else if (!users) {
    content = <LoadingState label="Loading users..." />;
  } else if (users.length === 0) {
    content = <EmptyState title="No users found" />;
  } else {
    content = (
      <>
        <PanelUsersTable users={users} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 2.5, py: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            Showing {users.length} of {totalCount} users
          </Typography>
          {hasMore && (
            <Button variant="outlined" size="small" onClick={() => void loadMore()} disabled={loadingMore}>
              {loadingMore ? 'Loading...' : 'Load more'}
            </Button>
          )}
        </Box>
        {loadMoreError && (
          <Alert severity="error" sx={{ mx: 2.5, mb: 2 }}>
            {FETCH_USERS_FAILED}: {loadMoreError.message}
          </Alert>
        )}
      </>
    );
  }

  return <SectionCard title="Users">{content}</SectionCard>;
}
