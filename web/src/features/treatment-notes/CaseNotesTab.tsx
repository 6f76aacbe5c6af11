import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { RecordTable } from '../../components/DataTable/RecordTable';
import type { DataTableColumn } from '../../components/DataTable/types';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';
import type { CaseTreatmentNotesQuery as NotesData } from '../../gql/graphql';
import { formatDateTime } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { noteTypeLabels } from './noteForm';
import { CaseTreatmentNotesQuery } from './treatmentNoteQueries';
import { TreatmentPlanCard } from './TreatmentPlanCard';

type NoteRow = NotesData['caseTreatmentNotes'][number];

const columns: DataTableColumn<NoteRow>[] = [
  {
    id: 'visit',
    header: 'Visit',
    key: true,
    rowHeader: true,
    accessor: (row) => row.visitStart as string,
    render: (row) => (
      <Link component={RouterLink} to={paths.treatmentNote(row.id)}>
        {formatDateTime(row.visitStart as string)}
      </Link>
    ),
  },
  { id: 'type', header: 'Type', accessor: (row) => noteTypeLabels[row.noteType] },
  { id: 'provider', header: 'Provider', accessor: (row) => row.providerName, wideOnly: true },
  { id: 'codes', header: 'Diagnoses', accessor: (row) => row.diagnosisCodes.join(', '), key: true },
  {
    id: 'pain',
    header: 'Pain',
    accessor: (row) => (row.painScale === null || row.painScale === undefined ? '' : `${row.painScale}/10`),
    wideOnly: true,
  },
  {
    id: 'status',
    header: 'Status',
    key: true,
    accessor: (row) => (row.isLocked ? 'Signed' : 'Draft'),
    render: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" label={row.isLocked ? 'Signed' : 'Draft'} color={row.isLocked ? 'success' : 'default'} />
        {row.version > 1 && <Typography variant="caption">Addendum v{row.version}</Typography>}
      </Stack>
    ),
  },
];

/**
 * The case's "Notes & plan" tab: its notes, every version (an attorney sees the signed ones only), and
 * for the clinic the treatment plan with planned against actual visits.
 */
export function CaseNotesTab({ caseId }: { caseId: number }) {
  const { user } = useCurrentUser();
  const { data, loading, error, refetch } = useQuery(CaseTreatmentNotesQuery, {
    variables: { caseId },
    fetchPolicy: 'cache-and-network',
  });
  const clinicUser = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';

  return (
    <Stack spacing={3}>
      {clinicUser && <TreatmentPlanCard caseId={caseId} />}
      <SectionCard title="Treatment notes">
        <Box sx={{ px: 1, pb: 1 }}>
          {error ? (
            <ErrorState
              title="Could not load the notes"
              message={serverMessage(error)}
              onRetry={() => void refetch()}
            />
          ) : loading && !data ? (
            <LoadingState label="Loading the notes..." />
          ) : data?.caseTreatmentNotes.length ? (
            <RecordTable
              label="Treatment notes"
              columns={columns}
              rows={data.caseTreatmentNotes}
              getRowId={(row) => row.id}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {clinicUser
                ? 'No notes yet. A note is started from its appointment on the calendar.'
                : 'No signed notes yet.'}
            </Typography>
          )}
        </Box>
      </SectionCard>
    </Stack>
  );
}
