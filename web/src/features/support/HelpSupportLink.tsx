import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ContactSupportOutlinedIcon from '@mui/icons-material/ContactSupportOutlined';
import type { CurrentUser } from '../../app/auth/currentUser';

export const supportPath = '/support';
const requesterRoles = ['clinic_staff', 'clinic_admin', 'attorney'];

/** "Help & support" in the bar (an icon) or the drawer (a link), for the roles that open tickets. */
export function HelpSupportLink({
  user,
  variant,
  onNavigate,
}: {
  user: CurrentUser | null;
  variant: 'icon' | 'link';
  onNavigate?: () => void;
}) {
  if (!user || !requesterRoles.includes(user.role)) return null;
  if (variant === 'link')
    return (
      <Link component={RouterLink} to={supportPath} onClick={onNavigate} variant="body2" sx={{ display: 'block' }}>
        Help & support
      </Link>
    );
  return (
    <IconButton component={RouterLink} to={supportPath} aria-label="Help & support" title="Help & support">
      <ContactSupportOutlinedIcon />
    </IconButton>
  );
}
