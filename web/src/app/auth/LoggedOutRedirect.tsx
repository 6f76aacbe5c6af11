import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadingState } from '../../components/LoadingState';
import { useToast } from '../toast/toastContext';
import { loginPathReturningTo, useCurrentPath } from './returnPath';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * The spec's logged-out flow: toast "Unauthorized", then the login dialog after 500 ms. The page that
 * refused the visitor goes along as `returnTo`, so signing in lands back on it (a link from an e-mail
 * reaches its record).
 */
export function LoggedOutRedirect() {
  const showToast = useToast();
  const navigate = useNavigate();
  const loginPath = loginPathReturningTo(useCurrentPath());

  useEffect(() => {
    showToast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', severity: 'error' });
    // Replace, so Back does not return to the page that just refused the visitor.
    const timer = window.setTimeout(() => navigate(loginPath, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [showToast, navigate, loginPath]);

  return <LoadingState label="Redirecting to login..." fullScreen />;
}
