import { useState } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { PasswordResetRequestMutation } from './passwordResetQueries';

const forgotPasswordSchema = yup.object({
  email: yup.string().trim().required('Email is required').email('Email must be a valid email address'),
});

interface ForgotPasswordFormProps {
  /** What the login form held, so it need not be typed twice. */
  initialEmail?: string;
  onBack: () => void;
}

/**
 * "Forgot password?" in the login dialog: asks for a reset link by email. The server answers the
 * same whatever the address, and that answer is what is shown.
 */
export function ForgotPasswordForm({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const [requestReset] = useMutation(PasswordResetRequestMutation);
  const [answer, setAnswer] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { email: initialEmail },
    validationSchema: forgotPasswordSchema,
    onSubmit: async ({ email }, { setErrors }) => {
      setFailure(null);
      try {
        const { data } = await requestReset({ variables: { input: { email: email.trim() } } });
        setAnswer(data!.passwordResetRequest.message);
      } catch (error) {
        const fieldErrors = formFieldErrorsOf(error);
        if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
        else setFailure(errorMessageOf(error));
      }
    },
  });

  if (answer) {
    return (
      <Box>
        <Alert severity="success">{answer}</Alert>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          No email after a few minutes? Check the address and your spam folder, then ask again.
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'flex-start', mt: 3 }}>
          <Button onClick={onBack}>Back to Login</Button>
        </Box>
      </Box>
    );
  }

  const emailError = form.touched.email ? form.errors.email : undefined;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Reset your password">
      <Stack spacing={2}>
        <Typography color="text.secondary">
          Enter the email you sign in with. We will send a link to choose a new password.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          {...form.getFieldProps('email')}
          id="forgot-password-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={Boolean(emailError)}
          helperText={emailError}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <Button onClick={onBack} disabled={form.isSubmitting}>
            Back
          </Button>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
