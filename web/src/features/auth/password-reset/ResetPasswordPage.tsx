import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { SetPasswordForm } from '../invitation/SetPasswordForm';
import { OneTimeLinkCard, PasswordSetNotice } from '../one-time-link/OneTimeLinkCard';
import { submitPasswordWithLink } from '../one-time-link/submitPasswordWithLink';
import { PasswordResetLinkQuery, PasswordResetMutation } from './passwordResetQueries';

export const MISSING_RESET_TOKEN_MESSAGE =
  'This password reset link is not valid. Check that you opened the whole link, or ask for a new one.';

type Outcome = { kind: 'reset'; email: string; signInPath: string } | { kind: 'refused'; message: string };

/** Why the link cannot be used, and the way to a new one (the login dialog's "Forgot password?"). */
function Refusal({ message }: { message: string }) {
  return (
    <>
      <Alert severity="error">{message}</Alert>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={paths.login}>
          Log in or ask for a new link
        </Button>
      </Box>
    </>
  );
}

function ResetPasswordContent({ token }: { token: string }) {
  const { data, loading, error, refetch } = useQuery(PasswordResetLinkQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [reset] = useMutation(PasswordResetMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'reset')
    return (
      <PasswordSetNotice
        message={`Your password is changed and you are signed out everywhere. Sign in with ${outcome.email} and your new password.`}
        signInPath={outcome.signInPath}
      />
    );
  if (outcome?.kind === 'refused') return <Refusal message={outcome.message} />;
  if (loading) return <LoadingState label="Checking your link..." />;
  if (error || !data)
    return (
      <ErrorState title="We could not check your link" message={errorMessageOf(error)} onRetry={() => void refetch()} />
    );

  const link = data.passwordResetLink;
  if (link.state !== 'valid' || !link.email) return <Refusal message={link.message ?? MISSING_RESET_TOKEN_MESSAGE} />;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a new password. Setting it signs you out on every device.
      </Typography>
      <SetPasswordForm
        email={link.email}
        submitLabel="Set New Password"
        onSubmit={(values) =>
          submitPasswordWithLink(
            async () => {
              const result = await reset({ variables: { token, password: values.password } });
              const done = result.data!.passwordReset;
              setOutcome({ kind: 'reset', email: done.email, signInPath: done.signInPath });
            },
            (message) => setOutcome({ kind: 'refused', message }),
            'Your password could not be changed',
          )
        }
      />
    </>
  );
}

/** /reset-password?token=...: a new password with the link a "Forgot password?" request emailed. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <OneTimeLinkCard title="Choose a New Password">
      {token ? <ResetPasswordContent token={token} /> : <Refusal message={MISSING_RESET_TOKEN_MESSAGE} />}
    </OneTimeLinkCard>
  );
}
