import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LoginType } from '../../gql/graphql';
import { loginSchema, type LoginCredentials } from './loginSchema';
import { useLogin } from './useLogin';

interface LoginFormProps {
  loginType: LoginType;
  onSuccess: () => void;
  onBack?: () => void;
  /** Shows "Forgot password?", which opens the reset request with the email typed so far. */
  onForgotPassword?: (email: string) => void;
}

const emptyCredentials: LoginCredentials = { email: '', password: '' };

export function LoginForm({ loginType, onSuccess, onBack, onForgotPassword }: LoginFormProps) {
  const login = useLogin(loginType);
  const form = useFormik({
    initialValues: emptyCredentials,
    validationSchema: loginSchema,
    onSubmit: async (credentials, { setErrors }) => {
      const outcome = await login(credentials);
      if (outcome.ok) onSuccess();
      else setErrors(outcome.fieldErrors);
    },
  });

  const errorOf = (field: keyof LoginCredentials) => (form.touched[field] ? form.errors[field] : undefined);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} aria-label="Login form">
      <Stack spacing={2}>
        <TextField
          {...form.getFieldProps('email')}
          id={`${loginType}-login-email`}
          label="Email"
          type="email"
          autoComplete="username"
          autoFocus
          required
          error={Boolean(errorOf('email'))}
          helperText={errorOf('email')}
        />
        <TextField
          {...form.getFieldProps('password')}
          id={`${loginType}-login-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(errorOf('password'))}
          helperText={errorOf('password')}
        />
        {onForgotPassword && (
          <Link
            component="button"
            type="button"
            variant="body2"
            // Keeps the focus (and so the layout: no "required" message appears under an empty field) while pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onForgotPassword(form.values.email.trim())}
            sx={{ alignSelf: 'flex-start' }}
          >
            Forgot password?
          </Link>
        )}
        <Box sx={{ display: 'flex', justifyContent: onBack ? 'space-between' : 'flex-end', gap: 1 }}>
          {onBack && (
            <Button onClick={onBack} disabled={form.isSubmitting}>
              Back
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Logging in...' : 'Login'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
