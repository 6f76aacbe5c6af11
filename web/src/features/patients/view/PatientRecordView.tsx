import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { SectionCard } from '../../../components/SectionCard';
import { graphql } from '../../../gql';
import { hasErrorCode } from '../../../lib/graphqlErrors';
import { refetchInBackground } from '../../../lib/refetchInBackground';
import { DocumentList } from '../../documents/DocumentList';
import { PatientCasesCard } from '../edit/PatientCasesCard';
import { PatientVisitsSection } from '../../schedule/PatientVisitsSection';
import { patientLoadErrorMessage } from '../edit/patientErrorMessages';
import { PatientNotFound } from '../edit/PatientNotFound';
import { PatientStatusChip } from '../PatientStatusChip';
import { patientPaths } from '../patientPaths';
import { PatientDetailList } from './PatientDetailList';
import { patientRecordSections } from './patientRecordDetails';

export const PatientRecordQuery = graphql(`
  query PatientRecord($id: Int!) {
    patient(id: $id) {
      id
      fullName
      dateOfBirth
      email
      phone
      address
      city
      state
      zipCode
      emergencyContact
      emergencyPhone
      emergencyRelation
      insuranceProvider
      insurancePolicyNumber
      status
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

const backToPatients = (
  <Button component={RouterLink} to={patientPaths.list} startIcon={<ArrowBackIcon />}>
    Back to Patients
  </Button>
);

/** A patient's record to read (attorneys): details, their cases, and the documents of those cases. */
export function PatientRecordView({ patientId }: { patientId: number }) {
  const { data, loading, error, refetch } = useQuery(PatientRecordQuery, { variables: { id: patientId } });

  if (loading && !data) {
    return (
      <>
        <PageHeader title="Patient Record" actions={backToPatients} />
        <LoadingState label="Loading patient..." />
      </>
    );
  }
  if (error && hasErrorCode(error, 'NOT_FOUND')) return <PatientNotFound message={patientLoadErrorMessage(error)} />;
  if (error) {
    return (
      <>
        <PageHeader title="Patient Record" actions={backToPatients} />
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
      <PageHeader title={patient.fullName} subtitle="Patient record (read-only)" actions={backToPatients} />
      <Stack spacing={3}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <PatientStatusChip status={patient.status} />
          <Chip size="small" label="Read-only: the clinic keeps this record" />
        </Box>
        <Grid container spacing={3}>
          {patientRecordSections(patient).map((section) => (
            <Grid key={section.title} size={{ xs: 12, md: 4 }}>
              <SectionCard title={section.title}>
                <PatientDetailList details={section.details} />
              </SectionCard>
            </Grid>
          ))}
        </Grid>
        <PatientCasesCard cases={patient.cases} />
        <PatientVisitsSection patientId={patient.id} />
        {patient.cases.map((patientCase) => (
          <SectionCard key={patientCase.id} title={`Documents of ${patientCase.caseNumber}`}>
            <Box sx={{ p: 2 }}>
              <DocumentList
                caseId={patientCase.id}
                emptyDescription="No document has been uploaded to this case yet."
              />
            </Box>
          </SectionCard>
        ))}
      </Stack>
    </>
  );
}
