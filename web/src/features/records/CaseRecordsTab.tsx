import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { LoadMoreRecords } from './LoadMoreRecords';
import { RecordsRequestCard } from './RecordsRequestCard';
import { RecordsRequestDialog } from './RecordsRequestDialog';
import { useRecordsRequests } from './useRecordsRequests';

/** A case's records requests (the viewer's side's, and those addressed to their clinic), with Request records. */
export function CaseRecordsTab({ caseId }: { caseId: number }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const { data, loading, error, refetch, requests, total, hasMore, loadMore, loadingMore } = useRecordsRequests({
    caseId,
  });
  const canRequest = user !== null && user.role !== 'super_admin';

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Records requests
        </Typography>
        {canRequest && (
          <Button variant="contained" onClick={() => setOpen(true)}>
            Request records
          </Button>
        )}
      </Stack>
      {loading && !data && <LoadingState label="Loading records requests..." />}
      {error && !data && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      {data && requests.length === 0 && (
        <EmptyState
          title="No records requests yet"
          description="Request the patient's records or bills from a provider, with their signed authorization."
        />
      )}
      {requests.map((request) => (
        <RecordsRequestCard key={request.id} request={request} />
      ))}
      <LoadMoreRecords
        shown={requests.length}
        total={total}
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {open && (
        <RecordsRequestDialog caseId={caseId} isAttorney={user?.role === 'attorney'} onClose={() => setOpen(false)} />
      )}
    </Stack>
  );
}
