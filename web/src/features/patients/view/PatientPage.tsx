import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { LoadingState } from '../../../components/LoadingState';
import { parseRecordId } from '../../../lib/recordId';
import { PatientEditor } from '../edit/EditPatientPage';
import { PatientNotFound } from '../edit/PatientNotFound';
import { usePatientAbilities } from '../patientAbilities';
import { PatientRecordView } from './PatientRecordView';

/** /patients/:id: the record to edit for those who may change patients, a read-only record for the others (attorneys). */
export default function PatientPage() {
  const { id } = useParams();
  const { canEdit } = usePatientAbilities();
  const { user } = useCurrentUser();
  const patientId = parseRecordId(id);
  if (patientId.kind !== 'valid') return <PatientNotFound />;
  // Which page this is depends on who asks: no query goes out before that is known.
  if (!user) return <LoadingState label="Loading patient..." />;
  // Keyed, so moving to another patient starts afresh.
  return canEdit ? (
    <PatientEditor key={patientId.id} patientId={patientId.id} />
  ) : (
    <PatientRecordView key={patientId.id} patientId={patientId.id} />
  );
}
