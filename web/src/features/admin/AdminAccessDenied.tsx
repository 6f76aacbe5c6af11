import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useCurrentPath, withReturnTo } from '../../app/auth/returnPath';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const ACCESS_DENIED_MESSAGE = "Access Denied: You don't have permission to access the admin portal.";

/** What anyone but a signed-in super admin sees at /admin (and /admin-panel), with the way to the super admin sign-in. */
export function AdminAccessDenied({ title = 'Super Admin Portal' }: { title?: string }) {
  useDocumentTitle('Access Denied');
  // Signing in at /superadmin comes back to this very page (an /admin tab from a notification's link).
  const superAdminLogin = withReturnTo(paths.superAdminLogin, useCurrentPath());

  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 0, md: 4 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Alert severity="error" sx={{ mt: 2 }}>
          {ACCESS_DENIED_MESSAGE}
        </Alert>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          The portal is for platform administrators, who sign in with a password and an authenticator code.
        </Typography>
        <Button component={RouterLink} to={superAdminLogin} variant="contained" sx={{ mt: 3 }}>
          Go to Super Admin Login
        </Button>
      </CardContent>
    </Card>
  );
}
