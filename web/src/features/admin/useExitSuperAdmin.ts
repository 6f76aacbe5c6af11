import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { writeCurrentUser } from '../../app/auth/currentUser';
import { paths } from '../../app/paths';
import { useToast } from '../../app/toast/toastContext';

export const SUPER_ADMIN_LOGOUT_URL = '/superadmin/api/logout';

/**
 * Exit Super Admin: ends the session on the server, drops every cached record (as the app's logout
 * does), records that nobody is signed in, and opens the super admin sign-in.
 */
export function useExitSuperAdmin() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const showToast = useToast();
  const [exiting, setExiting] = useState(false);

  const exit = useCallback(async () => {
    setExiting(true);
    try {
      const response = await fetch(SUPER_ADMIN_LOGOUT_URL, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`Logout answered ${response.status}`);
    } catch {
      setExiting(false);
      showToast({ title: 'Logout failed', description: 'Please try again.', severity: 'error' });
      return;
    }
    // clearStore does not notify mounted queries; the navigation bar, which stays mounted on the
    // sign-in page, learns that nobody is signed in from the written `me: null`.
    await client.clearStore();
    navigate(paths.superAdminLogin, { replace: true });
    writeCurrentUser(client.cache, null);
  }, [client, navigate, showToast]);

  return { exit, exiting };
}
