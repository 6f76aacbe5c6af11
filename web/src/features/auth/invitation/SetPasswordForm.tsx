import { Form, Formik } from 'formik';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormTextField } from '../../patients/form/FormTextField';
import {
  emptySetPasswordValues,
  MIN_PASSWORD_LENGTH,
  setPasswordSchema,
  type SetPasswordValues,
} from './setPasswordSchema';

interface SetPasswordFormProps {
  email: string;
  /** Sets the password; answers the field errors to show when it was refused. */
  onSubmit: (values: SetPasswordValues) => Promise<Record<string, string> | null>;
  /** The button's label ("Set Password" for an invitation). */
  submitLabel?: string;
}

/** The new password, twice, for the invited email (shown so password managers save it with the right account). */
export function SetPasswordForm({ email, onSubmit, submitLabel = 'Set Password' }: SetPasswordFormProps) {
  return (
    <Formik<SetPasswordValues>
      initialValues={emptySetPasswordValues}
      validationSchema={setPasswordSchema}
      onSubmit={async (values, { setErrors }) => {
        const fieldErrors = await onSubmit(values);
        if (fieldErrors) setErrors(fieldErrors);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Set your password">
          <Stack spacing={2}>
            <TextField
              label="Email"
              value={email}
              slotProps={{ htmlInput: { readOnly: true, autoComplete: 'username' } }}
            />
            <FormTextField
              name="password"
              label="New Password"
              type="password"
              required
              autoFocus
              helperText={`At least ${MIN_PASSWORD_LENGTH} characters; a few words you will remember work well`}
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
            <FormTextField
              name="confirmPassword"
              label="Repeat Password"
              type="password"
              required
              slotProps={{ htmlInput: { autoComplete: 'new-password' } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : submitLabel}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
