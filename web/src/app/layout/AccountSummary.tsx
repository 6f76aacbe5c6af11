import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../auth/roles';
import type { CurrentUser } from '../auth/currentUser';
import { paths } from '../paths';

/**
 * The signed-in user's name with their role underneath: a link to "Your account" for every role but
 * the operator, who has no account page.
 */
export function AccountSummary({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const linked = user.role !== 'super_admin';
  return (
    <Box
      {...(linked ? { component: RouterLink, to: paths.account, title: 'Your account', onClick: onNavigate } : {})}
      sx={{ minWidth: 0, display: 'block', color: 'inherit', textDecoration: 'none', borderRadius: 1 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {user.fullName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {roleLabels[user.role]}
      </Typography>
    </Box>
  );
}
