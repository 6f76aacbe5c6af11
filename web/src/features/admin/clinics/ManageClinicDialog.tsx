import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ClinicActiveField } from './ClinicActiveField';
import { ClinicBillingFields } from './ClinicBillingFields';
import { ClinicDetailsFields } from './ClinicDetailsFields';
import { AdminClinicPlansQuery, type ClinicCardData } from './clinicQueries';
import {
  MANAGE_CLINIC_DETAILS_REQUIRED,
  MANAGE_CLINIC_REQUIRED,
  manageClinicDetailsSchema,
  manageClinicSchema,
  manageValuesOf,
  updateInputOf,
} from './manageClinicSchema';
import { RequiredFieldsAlert } from './RequiredFieldsAlert';
import { useUpdateClinic } from './useUpdateClinic';

interface ManageClinicDialogProps {
  card: ClinicCardData;
  /** Whether the user may use the console's Billing area (plan, status and amount are its to change). */
  billing: boolean;
  onClose: () => void;
}

export const BILLING_MANAGED_ELSEWHERE =
  "Billing is managed by the Billing team: this clinic's plan, billing status and monthly billing stay as they are.";

/**
 * Manage: every field of the clinic and its billing, saved together; the card updates from the answer.
 * Without the Billing area (decision 493) it holds the details and the Active switch only, says who manages
 * billing, and leaves the billing part out of the save so the server keeps it.
 */
export function ManageClinicDialog({ card, billing, onClose }: ManageClinicDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const updateClinic = useUpdateClinic();
  const { data } = useQuery(AdminClinicPlansQuery, { skip: !billing });

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Formik
        initialValues={manageValuesOf(card)}
        validationSchema={billing ? manageClinicSchema : manageClinicDetailsSchema}
        onSubmit={async (values, { setErrors }) => {
          const outcome = await updateClinic(card.id, updateInputOf(values, billing));
          if (outcome.ok) onClose();
          else setErrors(outcome.fieldErrors);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate autoComplete="off" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>Manage {card.clinic.name}</DialogTitle>
            <DialogContent>
              <RequiredFieldsAlert fields={billing ? MANAGE_CLINIC_REQUIRED : MANAGE_CLINIC_DETAILS_REQUIRED} />
              <ClinicDetailsFields contactRequired={false} />
              <Divider sx={{ my: 2.5 }} />
              {billing ? (
                <ClinicBillingFields plans={data?.plans ?? []} currentPlan={card.plan} />
              ) : (
                <>
                  <Alert severity="info" sx={{ mb: 1.5 }}>
                    {BILLING_MANAGED_ELSEWHERE}
                  </Alert>
                  <ClinicActiveField />
                </>
              )}
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
