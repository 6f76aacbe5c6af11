import Grid from '@mui/material/Grid';
import { FormTextField } from '../../patients/form/FormTextField';
import { AccountIdentityFields } from './AccountIdentityFields';
import { createAccountSchema, emptyCreateAccountValues, isClinicRole, type CreateAccountValues } from './accountSchema';
import { ClinicSelectField } from './ClinicSelectField';
import { InvitationFormDialog } from './InvitationFormDialog';
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

const createAccountTexts = {
  title: 'Create Account',
  intro: 'The new user gets an invitation to choose a password. It works once and expires in 7 days.',
  submit: 'Create Account',
  submitting: 'Creating...',
  done: 'Account created',
  again: 'Create Another',
};

/**
 * Create Account: email, names and role; clinic roles pick their clinic, an attorney gives a firm.
 * The new user gets an invitation to set a password; when it could not be emailed, the dialog ends
 * with the link for the operator to pass on.
 */
export function CreateAccountDialog({ open, onClose }: CreateAccountDialogProps) {
  const createAccount = useCreateAccount();
  return (
    <InvitationFormDialog<CreateAccountValues>
      open={open}
      onClose={onClose}
      texts={createAccountTexts}
      initialValues={emptyCreateAccountValues}
      validationSchema={createAccountSchema}
      submit={createAccount}
      fields={(values) => (
        <>
          <AccountIdentityFields autoFocus />
          {isClinicRole(values.role) && (
            <Grid size={12}>
              <ClinicSelectField />
            </Grid>
          )}
          {values.role === 'attorney' && <AttorneyFirmFields />}
        </>
      )}
    />
  );
}
