import { useSearchParams } from 'react-router-dom';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import type { RecordsStatus } from '../../gql/graphql';
import { LoadMoreRecords } from './LoadMoreRecords';
import { statusLabels } from './recordsFormat';
import { RecordsRequestCard } from './RecordsRequestCard';
import { useRecordsRequests } from './useRecordsRequests';

const statuses = Object.keys(statusLabels) as RecordsStatus[];

/**
 * Every records request the user works on, overdue first: for a clinic its inbox (requests addressed
 * to it, answered here) and the requests it logged; for a law firm all of theirs.
 */
export default function RecordsRequestsPage() {
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const isClinic = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';
  const box = isClinic && params.get('box') !== 'ours' ? 'inbox' : 'ours';
  const status = (statuses as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as RecordsStatus)
    : null;
  const { data, loading, error, refetch, requests, total, hasMore, loadMore, loadingMore } = useRecordsRequests({
    inbox: isClinic && box === 'inbox' ? true : null,
    mine: isClinic && box === 'ours' ? true : null,
    status,
  });
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      <PageHeader
        title="Records requests"
        subtitle={
          isClinic ? 'Requests addressed to your clinic, and those you logged' : 'Every records request of your firm'
        }
      />
      {isClinic && (
        <Tabs value={box} onChange={(_event, value: string) => set('box', value === 'inbox' ? null : value)}>
          <Tab value="inbox" label="Inbox" />
          <Tab value="ours" label="Our requests" />
        </Tabs>
      )}
      <TextField
        select
        label="Status"
        size="small"
        value={status ?? ''}
        onChange={(event) => set('status', event.target.value || null)}
        sx={{ maxWidth: 240 }}
      >
        <MenuItem value="">All</MenuItem>
        {statuses.map((value) => (
          <MenuItem key={value} value={value}>
            {statusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      {loading && !data && <LoadingState label="Loading records requests..." />}
      {error && !data && <ErrorState message={error.message} onRetry={() => void refetch()} />}
      {data && requests.length === 0 && (
        <EmptyState
          title={isClinic && box === 'inbox' ? 'No records requests for your clinic' : 'No records requests'}
          description={
            isClinic && box === 'inbox'
              ? 'Requests from law firms arrive here.'
              : "Request records from a case's Records tab."
          }
        />
      )}
      {requests.map((request) => (
        <RecordsRequestCard
          key={request.id}
          request={request}
          showCase={!isClinic || request.requesterSide === 'clinic'}
        />
      ))}
      <LoadMoreRecords
        shown={requests.length}
        total={total}
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </Stack>
  );
}
