import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SecondFactorForm } from './SecondFactorForm';
import type { SecondFactorKind } from './secondFactorSchema';
import { StepHeading } from './StepHeading';

interface VerifyStepProps {
  onVerified: (recoveryCodes: string[] | null) => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}

const texts: Record<SecondFactorKind, { instruction: string; label: string; switchTo: string }> = {
  code: {
    instruction: 'Enter the 6-digit code from your authenticator app',
    label: 'Authenticator code',
    switchTo: 'Use a recovery code instead',
  },
  recoveryCode: {
    instruction:
      'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
    label: 'Recovery code',
    switchTo: 'Use your authenticator app instead',
  },
};

/** The second step for an account with an authenticator: its current code, or a recovery code. */
export function VerifyStep({ onVerified, onExpired, onBack }: VerifyStepProps) {
  const [kind, setKind] = useState<SecondFactorKind>('code');
  const text = texts[kind];

  return (
    <Stack spacing={2}>
      <StepHeading>Two-step verification</StepHeading>
      <Typography color="text.secondary">{text.instruction}</Typography>
      {/* A new form per kind: its input takes the focus and nothing typed for the other kind remains. */}
      <SecondFactorForm key={kind} kind={kind} label={text.label} onVerified={onVerified} onExpired={onExpired}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button onClick={onBack}>Back</Button>
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => setKind(kind === 'code' ? 'recoveryCode' : 'code')}
          >
            {text.switchTo}
          </Link>
        </Box>
      </SecondFactorForm>
    </Stack>
  );
}
