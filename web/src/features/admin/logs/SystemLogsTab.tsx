import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { graphql } from '../../../gql';
import type { SystemLogLevel } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { formatWhen } from '../../support/supportLabels';

export const SystemLogsQuery = graphql(`
  query SystemLogs($filter: SystemLogFilter, $first: Int!, $after: String) {
    systemLogs(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        level
        source
        message
        metadata
        stackTrace
        correlationId
        userId
        ipAddress
        userAgent
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    systemLogSources
  }
`);

/** A local date-time input's value ("2026-11-27T08:00") as an instant in UTC, or null. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const at = new Date(`${local}:00Z`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The console's Logs tab (OperatorArea.logs): warnings and errors, searched on the server, keyset pages. */
export function SystemLogsTab() {
  const [level, setLevel] = useState('');
  const [source, setSource] = useState('');
  const [search, setSearch] = useState('');
  const [correlationId, setCorrelationId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter = {
    level: (level || null) as SystemLogLevel | null,
    source: source || null,
    search: search.trim() || null,
    correlationId: correlationId.trim() || null,
    from: instantOf(from),
    to: instantOf(to),
  };
  const { data, error, loading, refetch, fetchMore } = useQuery(SystemLogsQuery, {
    variables: { first: 50, filter },
    fetchPolicy: 'cache-and-network',
  });
  const nodes = data?.systemLogs.nodes ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Warnings and errors the server logged, newest first. Times in UTC; lines older than the retention (30 days
        unless configured) are removed daily.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
        <TextField select size="small" label="Level" value={level} onChange={(event) => setLevel(event.target.value)}>
          <MenuItem value="">Warnings and errors</MenuItem>
          <MenuItem value="error">Errors</MenuItem>
          <MenuItem value="warn">Warnings</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Source"
          value={source}
          onChange={(event) => setSource(event.target.value)}
        >
          <MenuItem value="">Any source</MenuItem>
          {(data?.systemLogSources ?? []).map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Text" value={search} onChange={(event) => setSearch(event.target.value)} />
        <TextField
          size="small"
          label="Correlation id"
          value={correlationId}
          onChange={(event) => setCorrelationId(event.target.value)}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="From (UTC)"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="datetime-local"
          label="To (UTC)"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      {!data && loading && <LoadingState label="Loading the logs..." />}
      {error && (
        <ErrorState title="Could not load the logs" message={errorMessageOf(error)} onRetry={() => void refetch()} />
      )}
      {data && nodes.length === 0 && <EmptyState title="No log lines match" description="Change the filters." />}
      <Box aria-label="Log lines" role="list">
        {nodes.map((line) => (
          <Accordion key={line.id} disableGutters variant="outlined" role="listitem" data-testid="system-log-line">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', minWidth: 0, flexWrap: 'wrap', rowGap: 0.5 }}
              >
                <Chip size="small" color={line.level === 'error' ? 'error' : 'warning'} label={line.level} />
                <Chip size="small" variant="outlined" label={line.source} />
                <Typography variant="caption" color="text.secondary">
                  {formatWhen(line.createdAt)}
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {line.message}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1}>
                <Typography variant="body2">
                  Correlation id: {line.correlationId ?? '—'}
                  {line.correlationId && (
                    <Button size="small" onClick={() => setCorrelationId(line.correlationId!)} sx={{ ml: 1 }}>
                      Show this request
                    </Button>
                  )}
                </Typography>
                <Typography variant="body2">
                  User: {line.userId ?? '—'} · Address: {line.ipAddress ?? '—'} · Agent: {line.userAgent ?? '—'}
                </Typography>
                {line.metadata && (
                  <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: 12 }}>
                    {line.metadata}
                  </Box>
                )}
                {line.stackTrace && (
                  <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', overflowX: 'auto', fontSize: 12 }}>
                    {line.stackTrace}
                  </Box>
                )}
              </Stack>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      {data?.systemLogs.pageInfo.hasNextPage && (
        <div>
          <Button
            onClick={() =>
              void fetchMore({
                variables: { after: data.systemLogs.pageInfo.endCursor },
                updateQuery: (previous, { fetchMoreResult }) => ({
                  ...fetchMoreResult,
                  systemLogs: {
                    ...fetchMoreResult.systemLogs,
                    nodes: [...previous.systemLogs.nodes, ...fetchMoreResult.systemLogs.nodes],
                  },
                }),
              })
            }
          >
            Load more
          </Button>
        </div>
      )}
    </Stack>
  );
}
