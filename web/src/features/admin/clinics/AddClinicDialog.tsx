import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatMoney } from '../../../lib/format';
import { addClinicSchema, createInputOf, emptyNewClinic, NEW_CLINIC_REQUIRED } from './addClinicSchema';
import { ClinicDetailsFields } from './ClinicDetailsFields';
import { NEW_CLINIC_PLAN_CODE } from './clinicLabels';
import { AdminClinicPlansQuery } from './clinicQueries';
import { RequiredFieldsAlert } from './RequiredFieldsAlert';
import { useCreateClinic } from './useCreateClinic';

interface AddClinicDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Add New Clinic: name, email and phone required; the clinic starts on Starter, active, at the plan's price. */
export function AddClinicDialog({ open, onClose }: AddClinicDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const createClinic = useCreateClinic();
  const { data } = useQuery(AdminClinicPlansQuery);
  const starter = data?.plans.find((plan) => plan.code === NEW_CLINIC_PLAN_CODE);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik
        initialValues={emptyNewClinic}
        validationSchema={addClinicSchema}
        onSubmit={async (values, { setErrors, resetForm }) => {
          const outcome = await createClinic(createInputOf(values));
          if (outcome.ok) {
            resetForm();
            onClose();
          } else {
            setErrors(outcome.fieldErrors);
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Add New Clinic</DialogTitle>
            <DialogContent>
              <RequiredFieldsAlert fields={NEW_CLINIC_REQUIRED} />
              <DialogContentText sx={{ mb: 2 }}>
                {starter
                  ? `New clinics start on the ${starter.name} plan (${formatMoney(starter.monthlyPrice)} a month) with a 14-day free trial. The Billing team changes the plan with Manage.`
                  : 'New clinics start on the Starter plan with a 14-day free trial. The Billing team changes the plan with Manage.'}
              </DialogContentText>
              <ClinicDetailsFields contactRequired autoFocus />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Creating...' : 'Create Clinic'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
