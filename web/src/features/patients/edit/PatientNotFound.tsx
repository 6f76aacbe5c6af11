import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeader } from '../../../components/PageHeader';
import { patientPaths } from '../patientPaths';

const OUT_OF_REACH = 'This patient does not exist, or is not one of your clinic\u2019s patients.';

/** No such patient in the user's scope (or an address that is not a patient id). */
export function PatientNotFound({ message = OUT_OF_REACH }: { message?: string }) {
  return (
    <>
      <PageHeader title="Patient Not Found" />
      <EmptyState
        title={message}
        action={
          <Button component={RouterLink} to={patientPaths.list} variant="contained" startIcon={<ArrowBackIcon />}>
            Back to Patients
          </Button>
        }
      />
    </>
  );
}
