import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { paths } from '../paths';
import { useToast } from '../toast/toastContext';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** The spec's logged-out flow: toast "Unauthorized", then the login dialog after 500 ms. */
export function LoggedOutRedirect() {
  const showToast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', severity: 'error' });
    // Replace, so Back does not return to the page that just refused the visitor.
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [showToast, navigate]);

  return <LoadingState label="Redirecting to login..." fullScreen />;
}
