import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Form, Formik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { PageHeader } from '../../../components/PageHeader';
import { requiredFieldsOf } from '../../../lib/yupRequiredFields';
import { emptyPatientDetails } from '../form/patientDetails';
import { PatientDetailsSections } from '../form/PatientDetailsSections';
import { PatientEditorsOnly, patientListBack } from '../PatientEditorsOnly';
import { patientPaths } from '../patientPaths';
import { createPatientSchema } from './createPatientSchema';
import { useCreatePatient } from './useCreatePatient';

/** How long the success message stays before the patient list opens. */
export const REDIRECT_AFTER_CREATE_MS = 1500;

const requiredFields = requiredFieldsOf(createPatientSchema);

type SaveResult = { kind: 'created' } | { kind: 'failed'; message: string };

function CreatePatientForm() {
  const navigate = useNavigate();
  const createPatient = useCreatePatient();
  const [saveResult, setSaveResult] = useState<SaveResult | null>(null);
  const created = saveResult?.kind === 'created';

  useEffect(() => {
    if (!created) return;
    const timer = window.setTimeout(() => navigate(patientPaths.list), REDIRECT_AFTER_CREATE_MS);
    return () => window.clearTimeout(timer);
  }, [created, navigate]);

  return (
    <>
      <PageHeader
        title="Create Patient"
        subtitle="Register a patient with their contact, address, emergency contact and insurance details."
        actions={
          <Button component={RouterLink} to={patientPaths.list} startIcon={<ArrowBackIcon />}>
            Back to Patients
          </Button>
        }
      />
      <Formik
        initialValues={emptyPatientDetails}
        validationSchema={createPatientSchema}
        onSubmit={async (values, { setErrors }) => {
          setSaveResult(null);
          const outcome = await createPatient(values);
          if (outcome.ok) {
            setSaveResult({ kind: 'created' });
          } else {
            setSaveResult({ kind: 'failed', message: outcome.message });
            setErrors(outcome.fieldErrors);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-label="Create patient form">
            <Stack spacing={3}>
              <PatientDetailsSections requiredFields={requiredFields} />
              {saveResult && (
                <Alert severity={saveResult.kind === 'created' ? 'success' : 'error'}>
                  {saveResult.kind === 'created' ? 'Patient created successfully!' : saveResult.message}
                </Alert>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
                <Button component={RouterLink} to={patientPaths.list} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting || created}>
                  {isSubmitting ? 'Creating...' : 'Create Patient'}
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </>
  );
}

/** /new-patient: clinic users register a patient; anyone else is told why before they type. */
export default function CreatePatientPage() {
  return (
    <PatientEditorsOnly need="add" screenTitle="Create Patient" back={patientListBack}>
      <CreatePatientForm />
    </PatientEditorsOnly>
  );
}
