import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useReturnPath } from '../../app/auth/returnPath';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { EnrollStep } from './super-admin/EnrollStep';
import { PasswordStep } from './super-admin/PasswordStep';
import { RecoveryCodesStep } from './super-admin/RecoveryCodesStep';
import type { SignInStep } from './super-admin/signInStep';
import type { SecondFactorChallenge } from './super-admin/useSuperAdminSignIn';
import { VerifyStep } from './super-admin/VerifyStep';

/**
 * /superadmin: the platform operators' sign-in, a password and then a TOTP second factor; then the page
 * that asked for it (`returnTo`, a same-origin path) or the admin portal.
 */
export default function SuperAdminLoginPage() {
  useDocumentTitle('Super Admin Login');
  const navigate = useNavigate();
  const returnTo = useReturnPath();
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const [email, setEmail] = useState('');

  // Each step starts at the top of the page, like a new page (the one before may have been scrolled).
  const show = (next: SignInStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };
  const toAdminPortal = () => navigate(returnTo ?? paths.admin, { replace: true });
  const onChallenge = (challenge: SecondFactorChallenge, signedInEmail: string) => {
    setEmail(signedInEmail);
    show(challenge.step === 'enroll' ? { kind: 'enroll', enrollment: challenge.enrollment } : { kind: 'verify' });
  };
  const onVerified = (recoveryCodes: string[] | null) => {
    if (recoveryCodes?.length) show({ kind: 'recoveryCodes', codes: recoveryCodes });
    else toAdminPortal();
  };
  const secondFactorProps = {
    onVerified,
    onExpired: (notice: string) => show({ kind: 'password', notice }),
    onBack: () => show({ kind: 'password' }),
  };

  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 0, sm: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography variant="h4" component="h1">
          Super Admin Login
        </Typography>
        {step.kind === 'password' && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Sign in with your platform administrator account.
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>
          {step.kind === 'password' && (
            <PasswordStep initialEmail={email} notice={step.notice} onChallenge={onChallenge} />
          )}
          {step.kind === 'verify' && <VerifyStep {...secondFactorProps} />}
          {step.kind === 'enroll' && <EnrollStep enrollment={step.enrollment} {...secondFactorProps} />}
          {step.kind === 'recoveryCodes' && (
            <RecoveryCodesStep codes={step.codes} account={email} onContinue={toAdminPortal} />
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
