import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ClinicBillingFields } from './ClinicBillingFields';
import { ClinicDetailsFields } from './ClinicDetailsFields';
import { AdminClinicPlansQuery, type ClinicCardData } from './clinicQueries';
import { MANAGE_CLINIC_REQUIRED, manageClinicSchema, manageValuesOf, updateInputOf } from './manageClinicSchema';
import { RequiredFieldsAlert } from './RequiredFieldsAlert';
import { useUpdateClinic } from './useUpdateClinic';

interface ManageClinicDialogProps {
  card: ClinicCardData;
  onClose: () => void;
}

/** Manage: every field of the clinic and its billing, saved together; the card updates from the answer. */
export function ManageClinicDialog({ card, onClose }: ManageClinicDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const updateClinic = useUpdateClinic();
  const { data } = useQuery(AdminClinicPlansQuery);

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik
        initialValues={manageValuesOf(card)}
        validationSchema={manageClinicSchema}
        onSubmit={async (values, { setErrors }) => {
          const outcome = await updateClinic(card.id, updateInputOf(values));
          if (outcome.ok) onClose();
          else setErrors(outcome.fieldErrors);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Manage {card.clinic.name}</DialogTitle>
            <DialogContent>
              <RequiredFieldsAlert fields={MANAGE_CLINIC_REQUIRED} />
              <ClinicDetailsFields contactRequired={false} />
              <Divider sx={{ my: 2.5 }} />
              <ClinicBillingFields plans={data?.plans ?? []} currentPlan={card.plan} />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Changes'}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
