import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { PageHeader } from '../../components/PageHeader';
import { formatDateTime } from '../../lib/format';
import { serverMessage } from '../../lib/graphqlErrors';
import { parseRecordId } from '../../lib/recordId';
import { AddendumDialog } from './AddendumDialog';
import { NoteEditorForm } from './NoteEditorForm';
import { NoteVersions } from './NoteVersions';
import { SignedNoteView } from './SignedNoteView';
import { TreatmentNoteQuery } from './treatmentNoteQueries';

const isClinicRole = (role: string | undefined) => role === 'clinic_staff' || role === 'clinic_admin';

/**
 * /notes/:id: a draft opens in the editor (clinic users); a signed note reads as it was signed, with
 * its versions and, for the clinic, Write addendum (on the latest version once it is signed).
 */
export default function NoteEditorPage() {
  const { id: idParam } = useParams();
  const parsed = parseRecordId(idParam);
  const id = parsed.kind === 'valid' ? parsed.id : null;
  const { user } = useCurrentUser();
  const [addendumOpen, setAddendumOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(TreatmentNoteQuery, {
    variables: { id: id ?? 0 },
    skip: id === null,
  });

  if (id === null) return <ErrorState title="Treatment note not found" message="The address names no note." />;
  if (error)
    return <ErrorState title="Could not open the note" message={serverMessage(error)} onRetry={() => void refetch()} />;
  const note = data?.treatmentNote;
  if (loading || !note) return <LoadingState label="Loading the note..." />;

  const clinicUser = isClinicRole(user?.role);
  const latest = note.versions[note.versions.length - 1];
  const canAddend = clinicUser && note.isLocked && latest?.id === note.id;
  return (
    <>
      <PageHeader
        title={note.isLocked ? 'Treatment note' : 'Edit treatment note'}
        subtitle={`${note.patientName} · ${formatDateTime(note.visitStart as string)} · ${note.providerName}`}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip
              label={note.isLocked ? `Signed v${note.version}` : `Draft v${note.version}`}
              color={note.isLocked ? 'success' : 'default'}
            />
            {note.caseId && (
              <Button component={RouterLink} to={`${paths.caseDetail(note.caseId)}?tab=notes`}>
                Case {note.caseNumber}
              </Button>
            )}
            {canAddend && (
              <Button variant="contained" onClick={() => setAddendumOpen(true)}>
                Write addendum
              </Button>
            )}
          </Stack>
        }
      />
      <Stack spacing={3}>
        {!note.isLocked && clinicUser ? (
          <NoteEditorForm key={`${note.id}-${note.updatedAt as string}`} note={note} />
        ) : (
          <SignedNoteView note={note} />
        )}
        <NoteVersions note={note} />
      </Stack>
      <AddendumDialog noteId={note.id} open={addendumOpen} onClose={() => setAddendumOpen(false)} />
    </>
  );
}
