import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { SectionCard } from '../../components/SectionCard';
import type { ScorecardFieldsFragment } from '../../gql/graphql';
import { serverMessage } from '../../lib/graphqlErrors';
import { refetchInBackground } from '../../lib/refetchInBackground';
import { attorneyPaths } from '../attorneys/attorneyPaths';
import { AttorneyScorecardsQuery } from './scorecardQueries';
import { days, hours, percent } from './scorecardFormat';
import { sortScorecards, type ScorecardSortKey } from './sortScorecards';

const columns: { key: ScorecardSortKey; label: string; render: (row: ScorecardFieldsFragment) => string }[] = [
  { key: 'avgDaysToPayment', label: 'Days to payment', render: (row) => days(row.avgDaysToPayment) },
  { key: 'avgReductionPercent', label: 'Avg. reduction', render: (row) => percent(row.avgReductionPercent) },
  { key: 'casesOpen', label: 'Open', render: (row) => String(row.casesOpen) },
  { key: 'casesClosed', label: 'Closed', render: (row) => String(row.casesClosed) },
  { key: 'withdrawals', label: 'Withdrawals', render: (row) => `${row.withdrawals} (${percent(row.withdrawalRate)})` },
  { key: 'avgResponseHours', label: 'Response time', render: (row) => hours(row.avgResponseHours) },
];

/** /attorneys: every attorney the clinic works with, side by side, sortable by any figure (clinic users). */
export default function AttorneysComparisonPage() {
  const { user } = useCurrentUser();
  const clinicUser = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';
  const { data, loading, error, refetch } = useQuery(AttorneyScorecardsQuery, { skip: !clinicUser });
  const [sortKey, setSortKey] = useState<ScorecardSortKey>('attorneyName');
  const [direction, setDirection] = useState<'asc' | 'desc'>('asc');
  const rows = useMemo(
    () => sortScorecards(data?.attorneyScorecards ?? [], sortKey, direction),
    [data, sortKey, direction],
  );
  const sortBy = (key: ScorecardSortKey) => {
    setDirection(key === sortKey && direction === 'asc' ? 'desc' : 'asc');
    setSortKey(key);
  };
  const header = (key: ScorecardSortKey, label: string, align: 'left' | 'right' = 'right') => (
    <TableCell key={key} align={align} sortDirection={sortKey === key ? direction : false}>
      <TableSortLabel
        active={sortKey === key}
        direction={sortKey === key ? direction : 'asc'}
        onClick={() => sortBy(key)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  let body;
  if (user && !clinicUser)
    body = <Typography color="text.secondary">The attorney comparison is for clinic users.</Typography>;
  else if (error)
    body = (
      <ErrorState
        title="Could not load the attorneys"
        message={serverMessage(error)}
        onRetry={() => refetchInBackground(refetch)}
      />
    );
  else if (loading || !data) body = <LoadingState label="Loading attorneys..." />;
  else if (rows.length === 0)
    body = (
      <EmptyState title="No attorneys yet" description="Attorneys appear here once they hold one of your cases." />
    );
  else
    body = (
      <SectionCard title="Attorney scorecards">
        <TableContainer>
          <Table size="small" aria-label="Attorney scorecards">
            <TableHead>
              <TableRow>
                {header('attorneyName', 'Attorney', 'left')}
                {columns.map((column) => header(column.key, column.label))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.attorneyId} hover>
                  <TableCell>
                    <Link component={RouterLink} to={attorneyPaths.detail(row.attorneyId)}>
                      {row.attorneyName}
                    </Link>
                    {row.firmName && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {row.firmName}
                      </Typography>
                    )}
                  </TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} align="right">
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography variant="caption" color="text.secondary">
            Your clinic&apos;s cases only, computed from the record. Open an attorney for their trends.
          </Typography>
        </Box>
      </SectionCard>
    );

  return (
    <>
      <PageHeader title="Attorneys" subtitle="How the attorneys you work with pay, reduce and respond" />
      {body}
    </>
  );
}
