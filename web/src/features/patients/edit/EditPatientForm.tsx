import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, Formik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PatientEditFieldsFragment } from '../../../gql/graphql';
import { requiredFieldsOf } from '../../../lib/yupRequiredFields';
import { PatientDetailsSections } from '../form/PatientDetailsSections';
import { usePatientAbilities } from '../patientAbilities';
import { patientPaths } from '../patientPaths';
import { editPatientSchema } from './editPatientSchema';
import { editValuesOf } from './editPatientValues';
import { PatientStatusFields } from './PatientStatusFields';
import { useUpdatePatient } from './useUpdatePatient';

const requiredFields = requiredFieldsOf(editPatientSchema);

/** The Edit Patient form; it shows the saved record again after each save. Read-only for those who may not edit. */
export function EditPatientForm({ patient }: { patient: PatientEditFieldsFragment }) {
  const navigate = useNavigate();
  const initialValues = useMemo(() => editValuesOf(patient), [patient]);
  const updatePatient = useUpdatePatient(patient.id, patient.status);
  const { canEdit } = usePatientAbilities();

  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize
      validationSchema={editPatientSchema}
      onSubmit={async (values, { setErrors }) => {
        const outcome = await updatePatient(values);
        if (!outcome.ok) setErrors(outcome.fieldErrors);
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate autoComplete="off" aria-label="Edit patient form">
          {/* A disabled fieldset makes every field read-only at once. */}
          <Stack spacing={3} component="fieldset" disabled={!canEdit} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <PatientStatusFields initialStatus={patient.status} />
            <PatientDetailsSections requiredFields={requiredFields} />
          </Stack>
          {canEdit && (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mt: 3 }}>
              <Button onClick={() => navigate(patientPaths.list)} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting || !dirty}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </Box>
          )}
        </Form>
      )}
    </Formik>
  );
}
