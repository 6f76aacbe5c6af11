import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import { serverMessage } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { UsageBar } from '../../admin/clinics/UsageBar';
import { LoadMoreButton } from '../../cases/list/LoadMoreButton';
import { useClinicSubscription } from '../plan/useClinicSubscription';
import { ClinicUserTable } from './ClinicUserTable';
import { CLINIC_USERS_PAGE_SIZE, ClinicUsersQuery } from './clinicUserQueries';
import { InviteColleagueDialog } from './InviteColleagueDialog';

/** Seats used against the plan: active users count, deactivated ones do not. */
function SeatsUsed() {
  const { data } = useClinicSubscription();
  const subscription = data?.clinicSubscription;
  if (!subscription) return null;
  return (
    <Box sx={{ px: 2.5, pt: 2, maxWidth: 420 }}>
      <UsageBar
        label={`Seats (${subscription.plan.name} plan)`}
        used={subscription.usage.users}
        limit={subscription.plan.maxUsers ?? null}
      />
      <Typography variant="caption" color="text.secondary">
        Active users take a seat; deactivate someone to free theirs.
      </Typography>
    </Box>
  );
}

/** The clinic's staff and admins: seats, search, invite, and each user's role, status and sessions. */
export function ClinicUsersTab() {
  const { user: me } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300) || null;
  const [inviting, setInviting] = useState(false);
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    useQuery(ClinicUsersQuery, {
      variables: { search, first: CLINIC_USERS_PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
      nextFetchPolicy: 'cache-first',
    }),
    'clinicUsers',
    'users',
  );

  return (
    <>
      <SectionCard
        title="Users"
        action={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setInviting(true)}>
            Invite User
          </Button>
        }
      >
        <SeatsUsed />
        <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
          <TextField
            size="small"
            label="Search users"
            placeholder="Name or email"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ width: { xs: '100%', sm: 320 } }}
          />
        </Box>
        {error ? (
          <ErrorState title="Could not load the users" message={serverMessage(error)} onRetry={retry} />
        ) : loading || !connection ? (
          <LoadingState label="Loading users..." />
        ) : connection.nodes.length === 0 ? (
          <EmptyState
            title={search ? 'No users match your search.' : 'No users yet.'}
            description={search ? 'Try a name or an email.' : 'Invite a colleague to get started.'}
          />
        ) : (
          <>
            <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 2.5, pb: 1 }}>
              {`Showing ${connection.nodes.length} of ${connection.totalCount} ${connection.totalCount === 1 ? 'user' : 'users'}`}
            </Typography>
            <ClinicUserTable users={connection.nodes} selfId={me?.id ?? null} />
          </>
        )}
        {connection?.pageInfo.hasNextPage && (
          <Box sx={{ py: 2 }}>
            <LoadMoreButton what="users" loading={loadingMore} onClick={loadMore} />
          </Box>
        )}
      </SectionCard>
      <InviteColleagueDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
