import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useToast } from '../../../app/toast/toastContext';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import {
  WebhookDeliveriesQuery,
  WebhookDeliveriesReplayParkedMutation,
  WebhookDeliveryReplayMutation,
} from './webhookDocuments';

type Delivery = WebhookDeliveryFieldsFragment;

const statusLabels: Record<string, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  pending: { label: 'Pending', color: 'default' },
  delivered: { label: 'Delivered', color: 'success' },
  failed: { label: 'Failed (will retry)', color: 'warning' },
  parked: { label: 'Parked', color: 'error' },
};

const columns: DataTableColumn<Delivery>[] = [
  {
    id: 'created',
    header: 'Created',
    accessor: (d) => formatDateTime(d.createdAt),
    key: true,
    rowHeader: true,
  },
  { id: 'kind', header: 'Event', accessor: (d) => d.eventKind, key: true },
  {
    id: 'status',
    header: 'Status',
    accessor: (d) => statusLabels[d.status]?.label ?? d.status,
    render: (d) => (
      <Chip
        size="small"
        label={statusLabels[d.status]?.label ?? d.status}
        color={statusLabels[d.status]?.color ?? 'default'}
      />
    ),
    key: true,
  },
  { id: 'attempts', header: 'Attempts', accessor: (d) => d.attempts },
  {
    id: 'last',
    header: 'Last answer',
    accessor: (d) => d.lastError ?? (d.lastStatusCode ? String(d.lastStatusCode) : '—'),
  },
  {
    id: 'next',
    header: 'Next attempt',
    accessor: (d) => (d.nextAttemptAt && d.status === 'failed' ? formatDateTime(d.nextAttemptAt) : '—'),
  },
];

/** An endpoint's delivery log, newest first: status, attempts, last answer, the payload; Replay and Replay parked. */
export function WebhookDeliveryLog({
  endpoint,
  onChanged,
}: {
  endpoint: WebhookEndpointFieldsFragment;
  onChanged: () => void;
}) {
  const result = useQuery(WebhookDeliveriesQuery, {
    variables: { filter: { endpointId: endpoint.id }, first: 25 },
    // Remounted after every action on the endpoint (Send test, Unpark): the log must be the server's now.
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const pages = useConnectionPages(result, 'webhookDeliveries', 'deliveries');
  const [replay] = useMutation(WebhookDeliveryReplayMutation);
  const [replayParked, replayingParked] = useMutation(WebhookDeliveriesReplayParkedMutation);
  const [payloadOf, setPayloadOf] = useState<Delivery | null>(null);
  const showToast = useToast();

  const refresh = async () => {
    await result.refetch();
    onChanged();
  };
  const replayOne = async (delivery: Delivery) => {
    try {
      const answer = await replay({ variables: { id: delivery.id } });
      const status = answer.data!.webhookDeliveryReplay.status;
      showToast({ title: status === 'delivered' ? 'Delivered' : `Replay ${statusLabels[status]?.label ?? status}` });
      await refresh();
    } catch (error) {
      showToast({ title: 'Could not replay the delivery', description: errorMessageOf(error), severity: 'error' });
    }
  };
  const replayAllParked = async () => {
    try {
      const answer = await replayParked({ variables: { endpointId: endpoint.id } });
      showToast({ title: `${answer.data!.webhookDeliveriesReplayParked} parked deliveries queued again` });
      await refresh();
    } catch (error) {
      showToast({
        title: 'Could not replay the parked deliveries',
        description: errorMessageOf(error),
        severity: 'error',
      });
    }
  };

  const action = (
    <Stack direction="row" spacing={1}>
      <Button onClick={() => void refresh()}>Refresh</Button>
      <Button
        onClick={() => void replayAllParked()}
        disabled={endpoint.parkedDeliveries === 0 || Boolean(endpoint.parkedAt) || replayingParked.loading}
      >
        Replay parked ({endpoint.parkedDeliveries})
      </Button>
    </Stack>
  );

  return (
    <SectionCard title={`Deliveries to ${endpoint.url}`} action={action}>
      <Box sx={{ p: 2 }}>
        {pages.error ? (
          <ErrorState message={errorMessageOf(pages.error)} onRetry={pages.retry} />
        ) : pages.loading || !pages.connection ? (
          <LoadingState label="Loading the deliveries" />
        ) : pages.connection.nodes.length === 0 ? (
          <EmptyState
            title="No deliveries yet"
            description="Events of the kinds this endpoint receives will appear here. Send a test event to try it."
          />
        ) : (
          <Stack spacing={2}>
            <RecordTable
              label="Webhook deliveries"
              columns={columns}
              rows={pages.connection.nodes}
              getRowId={(d) => d.id}
              renderActions={(d) => (
                <Stack direction="row" spacing={1}>
                  <Button size="small" onClick={() => setPayloadOf(d)} aria-label={`Payload of delivery ${d.id}`}>
                    Payload
                  </Button>
                  <Button
                    size="small"
                    onClick={() => void replayOne(d)}
                    disabled={d.status === 'pending' || Boolean(endpoint.parkedAt) || !endpoint.isActive}
                    aria-label={`Replay delivery ${d.id}`}
                  >
                    Replay
                  </Button>
                </Stack>
              )}
            />
            {pages.connection.pageInfo.hasNextPage && (
              <Button onClick={pages.loadMore} disabled={pages.loadingMore}>
                Load more
              </Button>
            )}
          </Stack>
        )}
      </Box>
      {payloadOf && (
        <Dialog open onClose={() => setPayloadOf(null)} fullWidth maxWidth="sm" aria-labelledby="webhook-payload-title">
          <DialogTitle id="webhook-payload-title">Payload of {payloadOf.eventKind}</DialogTitle>
          <DialogContent>
            <Box
              component="pre"
              sx={{ m: 0, p: 2, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
            >
              {JSON.stringify(JSON.parse(payloadOf.payload), null, 2)}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setPayloadOf(null)}>Close</Button>
          </DialogActions>
        </Dialog>
      )}
    </SectionCard>
  );
}
