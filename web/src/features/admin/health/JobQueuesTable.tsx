import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import type { SystemHealthQuery } from '../../../gql/graphql';
import { formatUptime } from './healthFormat';

type Queue = SystemHealthQuery['systemHealth']['jobs']['queues'][number];

const count = (value: number) => value.toLocaleString('en-US');

const queueColumns: ReadonlyArray<DataTableColumn<Queue>> = [
  { id: 'name', header: 'Queue', rowHeader: true, accessor: (queue) => queue.name },
  { id: 'waiting', header: 'Waiting', align: 'right', accessor: (queue) => count(queue.waiting) },
  { id: 'running', header: 'Running', align: 'right', accessor: (queue) => count(queue.active) },
  {
    id: 'deadLetter',
    header: 'Dead letter',
    align: 'right',
    accessor: (queue) => count(queue.deadLettered),
    render: (queue) => (
      <Box component="span" sx={queue.deadLettered > 0 ? { color: 'error.main', fontWeight: 600 } : {}}>
        {count(queue.deadLettered)}
      </Box>
    ),
  },
  {
    id: 'oldestWaiting',
    header: 'Oldest due job waiting',
    align: 'right',
    accessor: (queue) => (queue.oldestWaitingSeconds === null ? '—' : formatUptime(queue.oldestWaitingSeconds)),
  },
];

const queueName = (queue: Queue) => queue.name;

/** One row per job queue (a card on phones): what waits, runs, failed for good, and how long the oldest due job has waited. */
export function JobQueuesTable({ queues }: { queues: readonly Queue[] }) {
  return (
    <Paper variant="outlined">
      <Typography variant="subtitle1" component="h3" sx={{ px: 2, pt: 1.5 }}>
        Job queues
      </Typography>
      <RecordTable label="Job queues" columns={queueColumns} rows={queues} getRowId={queueName} />
    </Paper>
  );
}
