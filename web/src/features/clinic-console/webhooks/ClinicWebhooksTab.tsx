import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../app/toast/toastContext';
import { paths } from '../../../app/paths';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { WebhookDeliveryLog } from './WebhookDeliveryLog';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import { WebhookSecretDialog } from './WebhookSecretDialog';
import {
  WebhookEndpointDeleteMutation,
  WebhookEndpointRollSecretMutation,
  WebhookEndpointSendTestMutation,
  WebhookEndpointUnparkMutation,
  WebhookEndpointsQuery,
} from './webhookDocuments';

type Endpoint = WebhookEndpointFieldsFragment;

const stateOf = (endpoint: Endpoint) =>
  endpoint.parkedAt
    ? { label: 'Parked', color: 'error' as const }
    : endpoint.isActive
      ? { label: 'Active', color: 'success' as const }
      : { label: 'Off', color: 'default' as const };

const columns: DataTableColumn<Endpoint>[] = [
  { id: 'url', header: 'URL', accessor: (e) => e.url, key: true, rowHeader: true },
  { id: 'description', header: 'Description', accessor: (e) => e.description || '—' },
  { id: 'kinds', header: 'Event kinds', accessor: (e) => e.eventKinds.join(', '), key: true },
  {
    id: 'state',
    header: 'State',
    accessor: (e) => stateOf(e).label,
    render: (e) => <Chip size="small" label={stateOf(e).label} color={stateOf(e).color} />,
    key: true,
  },
];

/**
 * The console's Webhooks tab (clinic admins): endpoints with their event kinds, the secret shown
 * once, Send test, Roll secret, Unpark, Delete, and the selected endpoint's delivery log.
 */
export function ClinicWebhooksTab() {
  const endpointsQuery = useQuery(WebhookEndpointsQuery);
  const endpoints = endpointsQuery.data?.webhookEndpoints;
  const [editing, setEditing] = useState<Endpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Endpoint | null>(null);
  const [sendTest] = useMutation(WebhookEndpointSendTestMutation);
  const [rollSecret] = useMutation(WebhookEndpointRollSecretMutation);
  const [unpark] = useMutation(WebhookEndpointUnparkMutation);
  const [remove] = useMutation(WebhookEndpointDeleteMutation);
  const [logVersion, setLogVersion] = useState(0);
  const showToast = useToast();

  if (endpointsQuery.error)
    return <ErrorState message={errorMessageOf(endpointsQuery.error)} onRetry={() => void endpointsQuery.refetch()} />;
  if (!endpoints) return <LoadingState label="Loading the webhook endpoints" />;

  const selected = endpoints.find((e) => e.id === selectedId) ?? endpoints[0] ?? null;
  const act = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
      await endpointsQuery.refetch();
      setLogVersion((v) => v + 1);
    } catch (error) {
      showToast({ title: `Could not ${what}`, description: errorMessageOf(error), severity: 'error' });
    }
  };
  const test = (endpoint: Endpoint) =>
    act('send the test event', async () => {
      setSelectedId(endpoint.id);
      const result = await sendTest({ variables: { id: endpoint.id } });
      const delivery = result.data!.webhookEndpointSendTest;
      showToast(
        delivery.status === 'delivered'
          ? { title: 'Test event delivered', description: `The receiver answered ${delivery.lastStatusCode}.` }
          : { title: 'Test event not delivered', description: delivery.lastError ?? undefined, severity: 'warning' },
      );
    });

  return (
    <Stack spacing={3}>
      <SectionCard title="Webhook endpoints" action={<Button onClick={() => setEditing('new')}>Add endpoint</Button>}>
        <Stack spacing={2} sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Casebridge posts your clinic&apos;s events to these addresses, signed with each endpoint&apos;s secret.
            Deliveries carry ids, never patient details: your system reads the records with an API token.{' '}
            <Link component={RouterLink} to={paths.developers}>
              How to receive and verify webhooks
            </Link>
          </Typography>
          {endpoints.some((e) => e.parkedAt) && (
            <Alert severity="error">
              A parked endpoint receives nothing until you unpark it; its deliveries are kept for Replay parked.
            </Alert>
          )}
          {endpoints.length === 0 ? (
            <EmptyState
              title="No webhook endpoints"
              description="Add an endpoint to send case, visit, note, document and reduction events to your own system."
              action={
                <Button variant="contained" onClick={() => setEditing('new')}>
                  Add endpoint
                </Button>
              }
            />
          ) : (
            <RecordTable
              label="Webhook endpoints"
              columns={columns}
              rows={endpoints}
              getRowId={(e) => e.id}
              isRowHighlighted={(e) => e.id === selected?.id}
              renderActions={(e) => (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Button size="small" onClick={() => setSelectedId(e.id)} aria-label={`Deliveries of ${e.url}`}>
                    Deliveries
                  </Button>
                  <Button size="small" onClick={() => void test(e)} aria-label={`Send test to ${e.url}`}>
                    Send test
                  </Button>
                  <Button size="small" onClick={() => setEditing(e)} aria-label={`Edit ${e.url}`}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    aria-label={`Roll secret of ${e.url}`}
                    onClick={() =>
                      void act('roll the secret', async () => {
                        const result = await rollSecret({ variables: { id: e.id } });
                        setSecret(result.data!.webhookEndpointRollSecret.secret);
                      })
                    }
                  >
                    Roll secret
                  </Button>
                  {e.parkedAt && (
                    <Button
                      size="small"
                      aria-label={`Unpark ${e.url}`}
                      onClick={() => void act('unpark the endpoint', () => unpark({ variables: { id: e.id } }))}
                    >
                      Unpark
                    </Button>
                  )}
                  <Button size="small" color="error" onClick={() => setDeleting(e)} aria-label={`Delete ${e.url}`}>
                    Delete
                  </Button>
                </Box>
              )}
            />
          )}
        </Stack>
      </SectionCard>
      {selected && (
        <WebhookDeliveryLog
          key={`${selected.id}:${logVersion}`}
          endpoint={selected}
          onChanged={() => void endpointsQuery.refetch()}
        />
      )}
      {editing && (
        <WebhookEndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(newSecret) => {
            setEditing(null);
            setSecret(newSecret);
            void endpointsQuery.refetch();
          }}
          onSaved={() => {
            setEditing(null);
            void endpointsQuery.refetch();
          }}
        />
      )}
      {secret && <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete webhook endpoint"
        message={`Delete ${deleting?.url ?? ''} and its delivery log? Nothing more is sent to it.`}
        confirmLabel="Delete"
        destructive
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting!;
          setDeleting(null);
          void act('delete the endpoint', () => remove({ variables: { id: target.id } }));
        }}
      />
    </Stack>
  );
}
