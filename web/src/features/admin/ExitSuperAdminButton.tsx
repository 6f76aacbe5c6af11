import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useExitSuperAdmin } from './useExitSuperAdmin';

/** Signs the operator out and returns to the operator sign-in: the spec's label for the super admin. */
export function ExitSuperAdminButton({ label = 'Exit Super Admin' }: { label?: string }) {
  const { exit, exiting } = useExitSuperAdmin();
  return (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={<LogoutIcon />}
      onClick={() => void exit()}
      disabled={exiting}
    >
      {exiting ? 'Exiting...' : label}
    </Button>
  );
}
