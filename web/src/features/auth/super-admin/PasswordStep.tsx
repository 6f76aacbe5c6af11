import { useState } from 'react';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { visibleFieldError } from '../../../lib/formikErrors';
import { loginSchema, type LoginCredentials } from '../loginSchema';
import { useSuperAdminSignIn, type SecondFactorChallenge } from './useSuperAdminSignIn';

interface PasswordStepProps {
  /** The email typed before, when the visitor comes back to this step. */
  initialEmail?: string;
  /** Why the visitor is back here (e.g. the sign-in expired), shown above the form. */
  notice?: string;
  onChallenge: (challenge: SecondFactorChallenge, email: string) => void;
}

/** Email and password: the first of the two steps. */
export function PasswordStep({ initialEmail = '', notice, onChallenge }: PasswordStepProps) {
  const signIn = useSuperAdminSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useFormik<LoginCredentials>({
    initialValues: { email: initialEmail, password: '' },
    validationSchema: loginSchema,
    onSubmit: async (credentials, { setErrors }) => {
      setRefusal(null);
      const outcome = await signIn(credentials);
      if (outcome.kind === 'challenge') onChallenge(outcome.challenge, credentials.email.trim());
      else if (outcome.kind === 'fieldErrors') setErrors(outcome.fieldErrors);
      else setRefusal(outcome.message);
    },
  });

  const errorOf = (field: keyof LoginCredentials) => visibleFieldError(form, field);
  const message = refusal ?? notice;

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Super admin sign-in form">
      <Stack spacing={2}>
        {message && <Alert severity={refusal ? 'error' : 'warning'}>{message}</Alert>}
        <TextField
          {...form.getFieldProps('email')}
          id="super-admin-email"
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus={!initialEmail}
          required
          error={Boolean(errorOf('email'))}
          helperText={errorOf('email')}
        />
        <TextField
          {...form.getFieldProps('password')}
          id="super-admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus={Boolean(initialEmail)}
          required
          error={Boolean(errorOf('password'))}
          helperText={errorOf('password')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}
