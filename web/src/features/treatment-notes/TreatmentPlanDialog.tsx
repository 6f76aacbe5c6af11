import { useMutation } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { useToast } from '../../app/toast/toastContext';
import type { TreatmentPlanFieldsFragment } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { FormTextField } from '../patients/form/FormTextField';
import { emptyPlanValues, planInputOf, planSchema, planValuesOf, type PlanValues } from './planForm';
import { TreatmentPlanCreateMutation, TreatmentPlanUpdateMutation } from './treatmentNoteQueries';

interface TreatmentPlanDialogProps {
  caseId: number;
  /** The plan to change; a new plan without it. */
  plan: TreatmentPlanFieldsFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a case's treatment plan or changes it (frequency, weeks, start, re-exam dates, goals, status). */
export function TreatmentPlanDialog({ caseId, plan, open, onClose, onSaved }: TreatmentPlanDialogProps) {
  const showToast = useToast();
  const [create] = useMutation(TreatmentPlanCreateMutation);
  const [update] = useMutation(TreatmentPlanUpdateMutation);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="plan-dialog-title" fullWidth maxWidth="sm">
      <Formik<PlanValues>
        initialValues={plan ? planValuesOf(plan) : emptyPlanValues(today)}
        enableReinitialize
        validationSchema={planSchema}
        onSubmit={async (values, { setErrors }) => {
          try {
            const input = planInputOf(values);
            if (plan) await update({ variables: { id: plan.id, input } });
            else await create({ variables: { caseId, input } });
            showToast({ title: 'Treatment plan saved', severity: 'success' });
            onSaved();
            onClose();
          } catch (error) {
            setErrors(formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']));
            showToast({ title: 'Not saved', description: errorMessageOf(error), severity: 'error' });
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Treatment plan">
            <DialogTitle id="plan-dialog-title">
              {plan ? 'Change the treatment plan' : 'Add a treatment plan'}
            </DialogTitle>
            <DialogContent>
              <Grid container spacing={2} sx={{ pt: 1 }}>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="visitsPerWeek" label="Visits per week" required />
                </Grid>
                <Grid size={{ xs: 6, sm: 4 }}>
                  <FormTextField name="weeks" label="Weeks" required />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <FormTextField
                    name="startDate"
                    label="Start date"
                    type="date"
                    required
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField
                    name="reExamDates"
                    label="Re-exam dates"
                    helperText="YYYY-MM-DD, separated by commas"
                  />
                </Grid>
                <Grid size={12}>
                  <FormTextField name="goals" label="Goals" multiline minRows={2} />
                </Grid>
                {plan && (
                  <Grid size={12}>
                    <FormTextField name="status" label="Status" select>
                      <MenuItem value="active">Active</MenuItem>
                      <MenuItem value="completed">Completed</MenuItem>
                      <MenuItem value="discontinued">Discontinued</MenuItem>
                    </FormTextField>
                  </Grid>
                )}
              </Grid>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Save plan
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
