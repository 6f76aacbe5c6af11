import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ProvideApollo } from '../../app/apollo/ProvideApollo';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { LoginDialog } from '../auth/LoginDialog';

interface LandingLoginProps {
  open: boolean;
  onClose: () => void;
}

/** Login from the landing page: someone already signed in goes to the dashboard, anyone else gets the dialog. */
function LandingLoginDialog({ open, onClose }: LandingLoginProps) {
  const navigate = useNavigate();
  const { user, loading } = useCurrentUser();
  const signedIn = Boolean(user);

  useEffect(() => {
    if (open && signedIn) navigate(paths.dashboard);
  }, [open, signedIn, navigate]);

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
