import { useState, type FormEvent } from 'react';
import { useFormik } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import { useToast } from '../../../app/toast/toastContext';
import { visibleFieldError } from '../../../lib/formikErrors';
import { AttorneyPicker } from '../../attorneys/AttorneyPicker';
import { casePaths } from '../casePaths';
import { CaseDetailsFields } from '../form/CaseDetailsFields';
import { PatientPicker } from '../form/PatientPicker';
import { createCaseSchema, emptyCreateCase, requiredCreateCaseFields } from './createCaseSchema';
import { NextCaseNumberField } from './NextCaseNumberField';
import { useCreateCase } from './useCreateCase';

/** The Create Case form: pickers for patient and attorney, the case's details, and the number preview. */
export function CreateCaseForm() {
  const navigate = useNavigate();
  const showToast = useToast();
  const createCase = useCreateCase();
  const [refusal, setRefusal] = useState<string | null>(null);

  const form = useFormik({
    initialValues: emptyCreateCase,
    validationSchema: createCaseSchema,
    onSubmit: async (values, { setErrors }) => {
      setRefusal(null);
      const outcome = await createCase(values);
      if (outcome.ok) {
        showToast({ title: 'Case created', description: `${outcome.caseNumber} was opened.`, severity: 'success' });
        navigate(casePaths.dashboardList);
      } else if (outcome.message === null) {
        window.alert('Error creating case');
      } else {
        setRefusal(outcome.message);
        setErrors(outcome.fieldErrors);
      }
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await form.validateForm();
    if (requiredCreateCaseFields.some((field) => errors[field])) window.alert('Please fill in all required fields');
    // Marks every field touched so its error shows; sends only a valid form.
    await form.submitForm();
  };

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label="Create case form">
      <CardContent>
        <Grid container spacing={2}>
          {refusal && (
            <Grid size={12}>
              <Alert severity="error">{refusal}</Alert>
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <NextCaseNumberField />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
          <Grid size={{ xs: 12, sm: 6 }}>
            <PatientPicker
              name="patient"
              required
              value={form.values.patient}
              onChange={(patient) => void form.setFieldValue('patient', patient)}
              onBlur={() => void form.setFieldTouched('patient')}
              error={visibleFieldError(form, 'patient')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <AttorneyPicker
              name="attorney"
              required
              value={form.values.attorney}
              onChange={(attorney) => void form.setFieldValue('attorney', attorney)}
              onBlur={() => void form.setFieldTouched('attorney')}
              error={visibleFieldError(form, 'attorney')}
            />
          </Grid>
          <CaseDetailsFields form={form} />
          <Grid size={12}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to={casePaths.dashboardList} disabled={form.isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {form.isSubmitting ? 'Creating...' : 'Create Case'}
              </Button>
            </Box>
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
