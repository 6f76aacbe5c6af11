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
import { InvitationAcceptMutation, InvitationQuery } from './invitationQueries';
import { OneTimeLinkCard, PasswordSetNotice } from '../one-time-link/OneTimeLinkCard';
import { submitPasswordWithLink } from '../one-time-link/submitPasswordWithLink';
import { SetPasswordForm } from './SetPasswordForm';

export const MISSING_TOKEN_MESSAGE =
  'This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation.';

type Outcome =
  { kind: 'accepted'; email: string; signInPath: string } | { kind: 'refused'; message: string; used: boolean };

function Refusal({ message, used }: { message: string; used: boolean }) {
  return (
    <>
      <Alert severity={used ? 'info' : 'error'}>{message}</Alert>
      <Box sx={{ mt: 3, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {used && (
          <Button variant="contained" component={RouterLink} to={paths.login}>
            Sign In
          </Button>
        )}
        <Button component={RouterLink} to={paths.landing}>
          Go to the home page
        </Button>
      </Box>
    </>
  );
}

function InvitationContent({ token }: { token: string }) {
  const { data, loading, error, refetch } = useQuery(InvitationQuery, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  const [accept] = useMutation(InvitationAcceptMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (outcome?.kind === 'accepted')
    return (
      <PasswordSetNotice
        message={`Your password is set. Sign in with ${outcome.email} and your new password.`}
        signInPath={outcome.signInPath}
      />
    );
  if (outcome?.kind === 'refused') return <Refusal message={outcome.message} used={outcome.used} />;
  if (loading) return <LoadingState label="Checking your invitation..." />;
  if (error || !data)
    return (
      <ErrorState
        title="We could not check your invitation"
        message={errorMessageOf(error)}
        onRetry={() => void refetch()}
      />
    );

  const invitation = data.invitation;
  if (invitation.state !== 'valid' || !invitation.email)
    return <Refusal message={invitation.message ?? MISSING_TOKEN_MESSAGE} used={invitation.state === 'used'} />;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {invitation.firstName ? `Welcome, ${invitation.firstName}. ` : ''}Choose the password you will sign in with.
      </Typography>
      <SetPasswordForm
        email={invitation.email}
        onSubmit={(values) =>
          submitPasswordWithLink(
            async () => {
              const result = await accept({ variables: { token, password: values.password } });
              const accepted = result.data!.invitationAccept;
              setOutcome({ kind: 'accepted', email: accepted.email, signInPath: accepted.signInPath });
            },
            (message) => setOutcome({ kind: 'refused', message, used: /already been used/.test(message) }),
            'Your password could not be set',
          )
        }
      />
    </>
  );
}

/** /invitation?token=...: a new user chooses their password with the link the operator sent them. */
export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <OneTimeLinkCard title="Set Your Password">
      {token ? <InvitationContent token={token} /> : <Refusal message={MISSING_TOKEN_MESSAGE} used={false} />}
    </OneTimeLinkCard>
  );
}
