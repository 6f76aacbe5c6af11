import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { serverMessage } from '../../lib/graphqlErrors';
import { parseRecordId } from '../../lib/recordId';
import { StartTreatmentNoteMutation } from './treatmentNoteQueries';

/** /notes/new?appointmentId=N: the appointment's note (its latest version, or a new draft), then its page. */
export default function StartNotePage() {
  const [searchParams] = useSearchParams();
  const parsed = parseRecordId(searchParams.get('appointmentId') ?? undefined);
  const appointmentId = parsed.kind === 'valid' ? parsed.id : null;
  const navigate = useNavigate();
  const [start, { error }] = useMutation(StartTreatmentNoteMutation);
  const started = useRef(false);

  useEffect(() => {
    if (appointmentId === null || started.current) return;
    started.current = true;
    start({ variables: { appointmentId } })
      .then((result) => {
        const note = result.data?.startTreatmentNote;
        if (note) void navigate(paths.treatmentNote(note.id), { replace: true });
      })
      .catch(() => undefined);
  }, [appointmentId, navigate, start]);

  if (appointmentId === null)
    return <ErrorState title="No appointment" message="Open a note from an appointment on the calendar." />;
  if (error) return <ErrorState title="Could not open the note" message={serverMessage(error)} />;
  return <LoadingState label="Opening the visit's note..." />;
}
