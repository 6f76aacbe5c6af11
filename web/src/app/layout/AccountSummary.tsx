import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../auth/roles';
import type { CurrentUser } from '../auth/currentUser';

/** The signed-in user's name with their role underneath. */
export function AccountSummary({ user }: { user: CurrentUser }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {user.fullName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {roleLabels[user.role]}
      </Typography>
    </Box>
  );
}
