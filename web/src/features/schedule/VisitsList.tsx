import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import type { AppointmentFieldsFragment, VisitWhen } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { useConnectionPages } from '../../lib/useConnectionPages';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { AppointmentVisitsQuery } from './scheduleDocuments';
import { appointmentStatusLabels } from './scheduleFormat';

const columns: DataTableColumn<AppointmentFieldsFragment>[] = [
  {
    id: 'when',
    header: 'When',
    accessor: (visit) => visit.scheduledStart,
    render: (visit) => formatDateTime(visit.scheduledStart),
    key: true,
    rowHeader: true,
  },
  { id: 'type', header: 'Type', accessor: (visit) => visit.appointmentTypeName, key: true },
  { id: 'provider', header: 'Provider', accessor: (visit) => visit.providerName },
  { id: 'status', header: 'Status', accessor: (visit) => appointmentStatusLabels[visit.status], key: true },
  { id: 'case', header: 'Case', accessor: (visit) => visit.caseNumber ?? '', wideOnly: true },
];

/** A patient's or a case's upcoming or past visits, a page at a time. */
export function VisitsList({
  when,
  caseId = null,
  patientId = null,
  title,
}: {
  when: VisitWhen;
  caseId?: number | null;
  patientId?: number | null;
  title: string;
}) {
  const result = useQuery(AppointmentVisitsQuery, { variables: { when, caseId, patientId } });
  const pages = useConnectionPages(result, 'appointmentVisits', 'visits');
  const visits = pages.connection?.nodes ?? [];
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {pages.error && !pages.connection ? (
        <ErrorState message={errorMessageOf(pages.error)} onRetry={pages.retry} />
      ) : pages.loading ? (
        <LoadingState label={`Loading ${title.toLowerCase()}`} />
      ) : visits.length === 0 ? (
        <Typography color="text.secondary">
          {when === 'upcoming' ? 'No upcoming visits.' : 'No past visits.'}
        </Typography>
      ) : (
        <>
          <RecordTable label={title} columns={columns} rows={visits} getRowId={(visit) => visit.id} />
          {pages.connection?.pageInfo.hasNextPage && (
            <Button onClick={pages.loadMore} disabled={pages.loadingMore} sx={{ mt: 1 }}>
              Load more
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
