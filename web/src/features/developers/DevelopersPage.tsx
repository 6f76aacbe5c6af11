import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { WebhookEventKindsQuery } from '../clinic-console/webhooks/webhookDocuments';
import { caseQuery, graphqlCurl, payloadExample, restCurl, schemaCurl, verifyExample } from './developerExamples';

type EventKind = { kind: string; description: string };

const kindColumns: DataTableColumn<EventKind>[] = [
  { id: 'kind', header: 'Event kind', accessor: (k) => k.kind, key: true, rowHeader: true },
  { id: 'description', header: 'When', accessor: (k) => k.description, key: true },
];

function Code({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 2,
        bgcolor: 'grey.100',
        color: 'grey.900',
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: 13,
        lineHeight: 1.5,
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

function EventKinds() {
  const kinds = useQuery(WebhookEventKindsQuery);
  if (kinds.error) return <ErrorState message={errorMessageOf(kinds.error)} onRetry={() => void kinds.refetch()} />;
  if (!kinds.data) return <LoadingState label="Loading the event kinds" />;
  if (kinds.data.webhookEventKinds.length === 0) return <EmptyState title="No event kinds" />;
  return (
    <RecordTable
      label="Webhook event kinds"
      columns={kindColumns}
      rows={kinds.data.webhookEventKinds}
      getRowId={(k) => k.kind}
    />
  );
}

/**
 * /developers, the integrator's page (every signed-in role): authenticating with a personal API
 * token, the GraphQL endpoint and its schema, example calls, and the webhooks: event kinds (from
 * the server's list), payload, headers, retries and signature verification.
 */
export default function DevelopersPage() {
  const { user } = useCurrentUser();
  const origin = window.location.origin;
  return (
    <>
      <PageHeader title="Developers" subtitle="Build on Casebridge: the API, tokens and webhooks" />
      <Stack spacing={3}>
        <SectionCard title="Authenticate with a personal API token">
          <Stack spacing={2} sx={{ p: 2.5 }}>
            <Typography>
              Create a token in{' '}
              <Link component={RouterLink} to="/account">
                your account
              </Link>{' '}
              and send it with every request as <code>Authorization: Bearer &lt;token&gt;</code>. A token acts with
              exactly your rights: it reads and changes what you may, every call is audited under your name, and it
              stops working when it expires or you revoke it. It is shown once; keep it in a secret store, never in
              code.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Calls made with a token need no CSRF header; calls made with the browser&apos;s session cookie still do.
              Token calls are rate-limited.
            </Typography>
          </Stack>
        </SectionCard>

        <SectionCard
          title="GraphQL"
          action={
            <Button component="a" href="/api/schema.graphql" download="schema.graphql" startIcon={<DownloadIcon />}>
              Download schema.graphql
            </Button>
          }
        >
          <Stack spacing={2} sx={{ p: 2.5 }}>
            <Typography>
              One endpoint, <code>{origin}/graphql</code>, answers every query and mutation the app uses (POST, JSON
              body <code>{'{ query, variables }'}</code>). Lists are pages: pass <code>first</code> and the previous
              page&apos;s <code>pageInfo.endCursor</code> as <code>after</code>.
            </Typography>
            <Code label="GraphQL request with curl">{graphqlCurl(origin)}</Code>
            <Typography>A query with variables:</Typography>
            <Code label="Example query">{caseQuery}</Code>
            <Typography>
              The REST calls under <code>/api</code> take the same token and follow the same rules:
            </Typography>
            <Code label="REST request with curl">{restCurl(origin)}</Code>
            <Typography>The schema, for code generators and editors:</Typography>
            <Code label="Schema download with curl">{schemaCurl(origin)}</Code>
          </Stack>
        </SectionCard>

        <SectionCard title="Webhooks">
          <Stack spacing={2} sx={{ p: 2.5 }}>
            <Typography>
              A clinic admin adds endpoints in{' '}
              {user?.role === 'clinic_admin' ? (
                <Link component={RouterLink} to={`${paths.clinicConsole}?tab=webhooks`}>
                  Clinic Settings → Webhooks
                </Link>
              ) : (
                'Clinic Settings → Webhooks'
              )}{' '}
              and chooses the event kinds each receives. Casebridge POSTs each event as JSON carrying ids and plain
              facts, never patient details: read the records through the API with a token.
            </Typography>
            <EventKinds />
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Payload
            </Typography>
            <Code label="Example payload">{payloadExample}</Code>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Headers, answers and retries
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              <li>
                <code>Casebridge-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex&gt;</code>: HMAC-SHA256 of{' '}
                <code>&lt;t&gt;.&lt;raw body&gt;</code> with the endpoint&apos;s secret.
              </li>
              <li>
                <code>Casebridge-Event-Id</code> (the payload&apos;s <code>id</code>, the same on every retry) and{' '}
                <code>Casebridge-Event-Type</code>.
              </li>
              <li>
                Answer any 2xx within 10 seconds. Redirects are not followed. Anything else is retried with a growing
                delay (1, 3, 9, 27 minutes... 8 attempts over about 18 hours); then the delivery is parked, and after 3
                parked deliveries in a row the endpoint is parked and the clinic&apos;s admins are told. Parked
                deliveries can be replayed from the delivery log.
              </li>
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Verify the signature (Node.js)
            </Typography>
            <Code label="Signature verification in Node.js">{verifyExample}</Code>
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}
