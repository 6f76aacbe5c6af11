import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { paths } from '../../app/paths';
import type { LoginType } from '../../gql/graphql';
import { AdminLoginNotice } from './AdminLoginNotice';
import { LoginForm } from './LoginForm';
import { LoginTypeChoice, loginTypeTitles } from './LoginTypeChoice';

type Step = 'choose' | LoginType;

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Login in two steps: choose Attorney, Provider or Admin, then sign in (or go to the super admin login). */
export function LoginDialog({ open, onClose }: LoginDialogProps) {
  const [step, setStep] = useState<Step>('choose');
  const navigate = useNavigate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const backToChoice = () => setStep('choose');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
      aria-labelledby="login-dialog-title"
      // Start over at the choice the next time it opens.
      slotProps={{ transition: { onExited: backToChoice } }}
    >
      <DialogTitle id="login-dialog-title" sx={{ pr: 6 }}>
        {step === 'choose' ? 'Log in to Casebridge' : `${loginTypeTitles[step]} Login`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {step === 'choose' && <LoginTypeChoice onChoose={setStep} />}
        {step === 'admin' && <AdminLoginNotice onBack={backToChoice} />}
        {(step === 'attorney' || step === 'provider') && (
          <LoginForm key={step} loginType={step} onBack={backToChoice} onSuccess={() => navigate(paths.dashboard)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
