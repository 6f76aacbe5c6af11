import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { InvitationDeliveryFieldsFragment } from '../../../gql/graphql';
import { FormTextField } from '../../patients/form/FormTextField';
import { AccountIdentityFields } from './AccountIdentityFields';
import { createAccountSchema, emptyCreateAccountValues, isClinicRole, type CreateAccountValues } from './accountSchema';
import { ClinicSelectField } from './ClinicSelectField';
import { InvitationLinkPanel } from './InvitationLinkPanel';
import { useCreateAccount } from './useCreateAccount';

interface CreateAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

function AttorneyFirmFields() {
  return (
    <>
      <Grid size={12}>
        <FormTextField
          name="firmName"
          label="Firm Name"
          required
          helperText="If the attorney directory already has this email, the account is linked to that record."
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="barNumber" label="Bar Number" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="phone" label="Phone" type="tel" />
      </Grid>
    </>
  );
}

/**
 * Create Account: email, names and role; clinic roles pick their clinic, an attorney gives a firm.
 * The new user gets an invitation to set a password; when it could not be emailed, the dialog ends
 * with the link for the operator to pass on.
 */
export function CreateAccountDialog({ open, onClose }: CreateAccountDialogProps) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const createAccount = useCreateAccount();
  const [created, setCreated] = useState<{ email: string; delivery: InvitationDeliveryFieldsFragment } | null>(null);

  const close = () => {
    setCreated(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {created ? (
        <>
          <DialogTitle id={titleId}>Account created</DialogTitle>
          <DialogContent>
            <InvitationLinkPanel email={created.email} delivery={created.delivery} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setCreated(null)}>Create Another</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik<CreateAccountValues>
          initialValues={emptyCreateAccountValues}
          validationSchema={createAccountSchema}
          onSubmit={async (values, { setErrors }) => {
            const outcome = await createAccount(values);
            if (outcome.ok) setCreated({ email: outcome.user.email, delivery: outcome.invitation });
            else setErrors(outcome.fieldErrors);
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate autoComplete="off" aria-labelledby={titleId}>
              <DialogTitle id={titleId}>Create Account</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ mb: 2 }}>
                  The new user gets an invitation to choose a password. It works once and expires in 7 days.
                </DialogContentText>
                <Grid container spacing={2}>
                  <AccountIdentityFields autoFocus />
                  {isClinicRole(values.role) && (
                    <Grid size={12}>
                      <ClinicSelectField />
                    </Grid>
                  )}
                  {values.role === 'attorney' && <AttorneyFirmFields />}
                </Grid>
              </DialogContent>
              <DialogActions sx={{ px: 3, pb: 2 }}>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Creating...' : 'Create Account'}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
