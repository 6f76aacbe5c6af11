import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useExitSuperAdmin } from './useExitSuperAdmin';

/** Signs the super admin out and returns to the super admin sign-in. */
export function ExitSuperAdminButton() {
  const { exit, exiting } = useExitSuperAdmin();
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => void exit()}
      disabled={exiting}
    >
      {exiting ? 'Exiting...' : 'Exit Super Admin'}
    </Button>
  );
}
