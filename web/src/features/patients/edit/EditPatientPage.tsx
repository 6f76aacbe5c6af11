import { Link as RouterLink, useParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { graphql } from '../../../gql';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { parseRecordId } from '../../../lib/recordId';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { PatientEditorsOnly } from '../PatientEditorsOnly';
import { patientPaths } from '../patientPaths';
import { EditPatientForm } from './EditPatientForm';
import { PatientCasesCard } from './PatientCasesCard';
import { PatientVisitsSection } from '../../schedule/PatientVisitsSection';
import { patientLoadErrorMessage } from './patientErrorMessages';
import { PatientNotFound } from './PatientNotFound';
import { PatientStatusHistoryCard } from './PatientStatusHistoryCard';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { PatientRemindersSection } from '../../reminders/PatientRemindersSection';
import { PatientPortalSection } from '../../patient-portal/PatientPortalSection';

export const PatientEditQuery = graphql(`
  query PatientEdit($id: Int!) {
    patient(id: $id) {
      ...PatientEditFields
      cases {
        id
        caseNumber
        caseType
        status
        accidentDate
      }
    }
  }
`);

function EditPatientHeader({ patientName }: { patientName?: string }) {
  return (
    <PageHeader
      title="Edit Patient"
      subtitle={patientName}
      actions={
        <Button component={RouterLink} to={patientPaths.list} startIcon={<ArrowBackIcon />}>
          Back to Patients
        </Button>
      }
    />
  );
}

export function PatientEditor({ patientId }: { patientId: number }) {
  const { data, loading, error, refetch } = useQuery(PatientEditQuery, { variables: { id: patientId } });
  // Reminders are the clinic's own (the operator, who may edit patients, does not use them).
  const { user } = useCurrentUser();
  const clinicUser = user?.role === 'clinic_staff' || user?.role === 'clinic_admin';

  if (loading && !data) {
    return (
      <>
        <EditPatientHeader />
        <LoadingState label="Loading patient..." />
      </>
    );
  }
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <PatientNotFound message={patientLoadErrorMessage(error)} />;
  if (error) {
    return (
      <>
        <EditPatientHeader />
        <ErrorState
          title="Could not load the patient"
          message={patientLoadErrorMessage(error)}
          onRetry={() => refetchInBackground(refetch)}
        />
      </>
    );
  }
  const patient = data?.patient;
  if (!patient) return <PatientNotFound />;

  return (
    <>
      <EditPatientHeader patientName={patient.fullName} />
      <Stack spacing={3}>
        <EditPatientForm patient={patient} />
        <PatientCasesCard cases={patient.cases} />
        <PatientVisitsSection patientId={patient.id} />
        {clinicUser && (
          <PatientRemindersSection
            patientId={patient.id}
            contact={{ phone: Boolean(patient.phone), email: Boolean(patient.email) }}
          />
        )}
        {clinicUser && (
          <PatientPortalSection
            patientId={patient.id}
            contact={{ phone: Boolean(patient.phone), email: Boolean(patient.email) }}
          />
        )}
        <PatientStatusHistoryCard history={patient.statusHistory} />
      </Stack>
    </>
  );
}

/** /patients/:id/edit: the patient's record to edit, their cases and status history; others are told they may not. */
export default function EditPatientPage() {
  const { id } = useParams();
  const patientId = parseRecordId(id);
  if (patientId.kind !== 'valid') return <PatientNotFound />;
  return (
    <PatientEditorsOnly
      need="edit"
      screenTitle="Edit Patient"
      back={{ label: 'Open the patient record', to: patientPaths.detail(patientId.id) }}
    >
      {/* Keyed, so moving to another patient starts a fresh form. */}
      <PatientEditor key={patientId.id} patientId={patientId.id} />
    </PatientEditorsOnly>
  );
}
