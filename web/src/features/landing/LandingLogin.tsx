import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProvideApollo } from '../../app/apollo/ProvideApollo';
import { useReturnPath } from '../../app/auth/returnPath';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { LoginDialog } from '../auth/LoginDialog';

interface LandingLoginProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Login from the landing page: someone already signed in goes on to the page that asked for the sign-in
 * (or the dashboard), anyone else gets the dialog.
 */
function LandingLoginDialog({ open, onClose }: LandingLoginProps) {
  const navigate = useNavigate();
  const { user, loading } = useCurrentUser();
  const signedIn = Boolean(user);
  const returnTo = useReturnPath();

  useEffect(() => {
    if (open && signedIn) navigate(returnTo ?? paths.dashboard);
  }, [open, signedIn, navigate, returnTo]);

  return <LoginDialog open={open && !loading && !signedIn} onClose={onClose} />;
}

/** Loaded the first time someone asks to log in, with Apollo. */
export default function LandingLogin(props: LandingLoginProps) {
  return (
    <ProvideApollo>
      <LandingLoginDialog {...props} />
    </ProvideApollo>
  );
}
