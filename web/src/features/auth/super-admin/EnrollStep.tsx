import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthenticatorSetup } from './AuthenticatorSetup';
import { SecondFactorForm } from './SecondFactorForm';
import { StepHeading } from './StepHeading';
import type { Enrollment } from './useSuperAdminSignIn';

interface EnrollStepProps {
  enrollment: Enrollment;
  onVerified: (recoveryCodes: string[] | null) => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}

/** The first sign-in: set up an authenticator app, then prove it works with its first code. */
export function EnrollStep({ enrollment, onVerified, onExpired, onBack }: EnrollStepProps) {
  return (
    <Stack spacing={2}>
      <StepHeading focusOnMount>Set up two-step verification</StepHeading>
      <Typography color="text.secondary">
        Super Admin accounts confirm every sign-in with a code from an authenticator app. Set it up once now; it takes a
        minute.
      </Typography>
      <AuthenticatorSetup enrollment={enrollment} />
      <SecondFactorForm
        kind="code"
        label="Authenticator code"
        autoFocus={false}
        onVerified={onVerified}
        onExpired={onExpired}
      >
        <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          Back
        </Button>
      </SecondFactorForm>
    </Stack>
  );
}
