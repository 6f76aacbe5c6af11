import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useReturnPath } from '../../app/auth/returnPath';
import { paths } from '../../app/paths';
import type { LoginType } from '../../gql/graphql';
import { AdminLoginNotice } from './AdminLoginNotice';
import { ExternalLoginError, ExternalSignInButtons, isLoginErrorCode } from './ExternalSignIn';
import { LoginForm } from './LoginForm';
import { ForgotPasswordForm } from './password-reset/ForgotPasswordForm';
import { LoginTypeChoice, loginTypeTitles } from './LoginTypeChoice';

type Step = 'choose' | LoginType | 'forgotPassword';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Login in two steps: choose Attorney, Provider or Admin, then sign in with email and password or a
 * configured external provider (or go to the super admin login), then land on the page that asked for the
 * sign-in (`returnTo`, a same-origin path) or the dashboard. A refused external sign-in comes
 * back with its code in the history entry's state (useLoginQueryParam puts it there) and is shown
 * until the dialog closes.
 */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  const [step, setStep] = useState<Step>('choose');
  // The form "Forgot password?" was opened from, to return to.
  const [lastLoginType, setLastLoginType] = useState<LoginType>('provider');
  const [typedEmail, setTypedEmail] = useState('');
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = useReturnPath();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const backToChoice = () => setStep('choose');
  const loginError = (location.state as { loginError?: unknown } | null)?.loginError;
  const close = () => {
    if (loginError !== undefined)
      navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="login-dialog-title"
      // Start over at the choice the next time it opens.
      slotProps={{ transition: { onExited: backToChoice } }}
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: 6 }}>
        {step === 'choose'
          ? 'Log in to Casebridge'
          : step === 'forgotPassword'
            ? 'Reset Your Password'
            : `${loginTypeTitles[step]} Login`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {isLoginErrorCode(loginError) && <ExternalLoginError code={loginError} />}
        {step === 'choose' && <LoginTypeChoice onChoose={setStep} />}
        {step === 'admin' && <AdminLoginNotice onBack={backToChoice} returnTo={returnTo} />}
        {step === 'forgotPassword' && (
          <ForgotPasswordForm initialEmail={typedEmail} onBack={() => setStep(lastLoginType)} />
        )}
        {(step === 'attorney' || step === 'provider') && (
          <>
            <LoginForm
              key={step}
              loginType={step}
              onBack={backToChoice}
              onSuccess={() => navigate(returnTo ?? paths.dashboard)}
              onForgotPassword={(email) => {
                setTypedEmail(email);
                setLastLoginType(step);
                setStep('forgotPassword');
              }}
            />
            <ExternalSignInButtons loginType={step} returnTo={returnTo} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
