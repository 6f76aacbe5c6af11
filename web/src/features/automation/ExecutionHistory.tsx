import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { RecordTable } from '../../components/DataTable/RecordTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { AutomationExecutionsQuery as ExecutionsData } from '../../gql/graphql';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { AutomationExecutionsQuery } from './automationDocuments';

type Execution = ExecutionsData['automationExecutions']['nodes'][number];

const statusColors = { succeeded: 'success', failed: 'error', pending: 'default' } as const;
const when = (iso: string) => new Date(iso).toLocaleString();

/** A rule's (or the clinic's) executions, newest first: outcome, one line per action, the error. */
export function ExecutionHistory({ ruleId, pollMs }: { ruleId: number | null; pollMs?: number }) {
  const result = useQuery(AutomationExecutionsQuery, {
    variables: { ruleId, first: 20 },
    fetchPolicy: 'cache-and-network',
    pollInterval: pollMs,
  });
  const { connection, error, loading, loadingMore, loadMore, retry } = useConnectionPages(
    result,
    'automationExecutions',
    'executions',
  );
  if (loading) return <LoadingState label="Loading executions..." />;
  if (error || !connection) return <ErrorState message="The executions could not be loaded." onRetry={retry} />;
  if (connection.nodes.length === 0)
    return (
      <EmptyState
        title="No executions yet."
        description="Each time a rule fires on a record, its run is listed here with what it did."
      />
    );
  return (
    <Box>
      <RecordTable<Execution>
        label="Executions"
        rows={connection.nodes}
        getRowId={(row) => row.id}
        columns={[
          { id: 'when', header: 'When', accessor: (row) => when(row.createdAt), key: true },
          ...(ruleId === null ? [{ id: 'rule', header: 'Rule', accessor: (row: Execution) => row.ruleName }] : []),
          {
            id: 'case',
            header: 'Case',
            accessor: (row) => row.caseNumber ?? '',
            render: (row) =>
              row.caseId ? (
                <Link component={RouterLink} to={paths.caseDetail(row.caseId)}>
                  {row.caseNumber}
                </Link>
              ) : (
                '—'
              ),
            key: true,
          },
          {
            id: 'status',
            header: 'Outcome',
            accessor: (row) => row.executionStatus,
            render: (row) => (
              <Chip size="small" label={row.executionStatus} color={statusColors[row.executionStatus]} />
            ),
            key: true,
          },
          {
            id: 'details',
            header: 'Details',
            accessor: (row) => row.errorMessage ?? row.executionDetails ?? '',
            render: (row) => (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line' }}
                color={row.errorMessage ? 'error' : undefined}
              >
                {row.errorMessage
                  ? `${row.errorMessage} (attempt ${row.attempts})`
                  : (row.executionDetails ?? 'Waiting to run')}
              </Typography>
            ),
          },
        ]}
      />
      {connection.pageInfo.hasNextPage && (
        <Box sx={{ p: 2, textAlign: 'center' }}>
          <Button onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </Box>
      )}
    </Box>
  );
}
