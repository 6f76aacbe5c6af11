import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { withReturnTo } from '../../app/auth/returnPath';
import { paths } from '../../app/paths';

/** The Admin choice: platform operators sign in on the separate super admin login. */
export function AdminLoginNotice({ onBack, returnTo = null }: { onBack: () => void; returnTo?: string | null }) {
  return (
    <Box>
      <Typography>Super Admin authentication is required to access the admin portal.</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Platform administrators sign in on the Super Admin Login page.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
        <Button onClick={onBack}>Back</Button>
        <Button component={RouterLink} to={withReturnTo(paths.superAdminLogin, returnTo)} variant="contained">
          Go to Super Admin Login
        </Button>
      </Box>
    </Box>
  );
}
