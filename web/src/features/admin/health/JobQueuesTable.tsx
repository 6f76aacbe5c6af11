import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SystemHealthQuery } from '../../../gql/graphql';
import { formatUptime } from './healthFormat';

type Queue = SystemHealthQuery['systemHealth']['jobs']['queues'][number];

/** One row per job queue: what waits, runs, failed for good, and how long the oldest due job has waited. */
export function JobQueuesTable({ queues }: { queues: readonly Queue[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Typography variant="subtitle1" component="h3" id="job-queues-title" sx={{ px: 2, pt: 1.5 }}>
        Job queues
      </Typography>
      <Table size="small" aria-labelledby="job-queues-title">
        <TableHead>
          <TableRow>
            <TableCell>Queue</TableCell>
            <TableCell align="right">Waiting</TableCell>
            <TableCell align="right">Running</TableCell>
            <TableCell align="right">Dead letter</TableCell>
            <TableCell align="right">Oldest due job waiting</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {queues.map((queue) => (
            <TableRow key={queue.name}>
              <TableCell component="th" scope="row">
                {queue.name}
              </TableCell>
              <TableCell align="right">{queue.waiting.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{queue.active.toLocaleString('en-US')}</TableCell>
              <TableCell align="right" sx={queue.deadLettered > 0 ? { color: 'error.main', fontWeight: 600 } : {}}>
                {queue.deadLettered.toLocaleString('en-US')}
              </TableCell>
              <TableCell align="right">
                {queue.oldestWaitingSeconds === null ? '—' : formatUptime(queue.oldestWaitingSeconds)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
