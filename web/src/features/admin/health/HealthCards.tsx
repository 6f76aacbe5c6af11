import Grid from '@mui/material/Grid';
import { StatCard } from '../../../components/StatCard';
import type { SystemHealthQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';
import { formatBytes, formatMs, formatPercent, formatUptime, formatWindow } from './healthFormat';

type Health = SystemHealthQuery['systemHealth'];

interface Card {
  label: string;
  value: string;
  detail: string;
}

function requestCards({ requests }: Health): Card[] {
  const window = formatWindow(requests.windowSeconds);
  const none = `No requests in the last ${window}`;
  const counted = `${requests.requests.toLocaleString('en-US')} ${requests.requests === 1 ? 'request' : 'requests'} in the last ${window}`;
  if (requests.requests === 0) {
    return [
      { label: 'Request Rate', value: '0 / min', detail: none },
      { label: 'Latency', value: '—', detail: none },
      { label: 'Error Rate', value: '—', detail: none },
    ];
  }
  return [
    { label: 'Request Rate', value: `${requests.requestsPerMinute.toLocaleString('en-US')} / min`, detail: counted },
    {
      label: 'Latency',
      value: `p50 ${formatMs(requests.latencyP50Ms!)}`,
      detail: `p95 ${formatMs(requests.latencyP95Ms!)} · p99 ${formatMs(requests.latencyP99Ms!)}`,
    },
    {
      label: 'Error Rate',
      value: formatPercent(requests.errorRate!),
      detail: `${requests.errors.toLocaleString('en-US')} of ${counted} failed on the server`,
    },
  ];
}

function databaseCards({ database }: Health): Card[] {
  if (!database.up) {
    return [{ label: 'Database', value: 'Down', detail: 'The database did not answer SELECT 1' }];
  }
  return [
    {
      label: 'Database',
      value: formatBytes(database.sizeBytes!),
      detail: `Up · SELECT 1 in ${formatMs(database.latencyMs!)}`,
    },
    {
      label: 'Connections',
      value: `${database.connections} of ${database.maxConnections}`,
      detail: `${database.activeConnections} active · this process's pool: ${database.poolTotal} of ${database.poolMax} open, ${database.poolIdle} idle, ${database.poolWaiting} waiting`,
    },
  ];
}

function storageCard({ storage }: Health): Card {
  const documents = `${storage.documentCount.toLocaleString('en-US')} ${storage.documentCount === 1 ? 'document' : 'documents'}${storage.backend === 's3' ? ' in S3' : ''}`;
  const disk =
    storage.diskTotalBytes !== null && storage.diskFreeBytes !== null
      ? ` · data disk ${formatBytes(storage.diskFreeBytes)} free of ${formatBytes(storage.diskTotalBytes)}`
      : '';
  return { label: 'Storage Used', value: formatBytes(storage.documentBytes), detail: documents + disk };
}

function jobQueueCard({ jobs }: Health): Card {
  const plural = (count: number, one: string, many: string) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  const failed = jobs.emailsFailed > 0 ? ` (${jobs.emailsFailed.toLocaleString('en-US')} failed)` : '';
  const oldest =
    jobs.oldestEmailWaitingSeconds !== null ? `, oldest ${formatUptime(jobs.oldestEmailWaitingSeconds)}` : '';
  return {
    label: 'Job Queue',
    value: (jobs.emailsWaiting + jobs.auditRowsAwaitingSeal).toLocaleString('en-US'),
    detail:
      `${plural(jobs.emailsWaiting, 'email', 'emails')} waiting${failed}${oldest} · ` +
      `${plural(jobs.auditRowsAwaitingSeal, 'audit row', 'audit rows')} awaiting the hash chain`,
  };
}

/** Every measured figure as a card; request and memory figures are this api process's. */
export function HealthCards({ health }: { health: Health }) {
  const cards: Card[] = [
    {
      label: 'Uptime',
      value: formatUptime(health.process.uptimeSeconds),
      detail: `Since ${formatDateTime(health.process.startedAt)}`,
    },
    ...requestCards(health),
    ...databaseCards(health),
    storageCard(health),
    jobQueueCard(health),
    {
      label: 'Memory',
      value: formatBytes(health.process.memoryRssBytes),
      detail: `Heap ${formatBytes(health.process.heapUsedBytes)} of ${formatBytes(health.process.heapTotalBytes)}`,
    },
  ];
  return (
    <Grid container spacing={2}>
      {cards.map((card) => (
        <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 4 }}>
          <StatCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
