import { useNavigate } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoginForm } from './LoginForm';

export default function SuperAdminLoginPage() {
  useDocumentTitle('Super Admin Login');
  const navigate = useNavigate();

  return (
    <Card sx={{ maxWidth: 440, mx: 'auto', mt: { xs: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1">
          Super Admin Login
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Sign in with your platform administrator account.
        </Typography>
        <LoginForm loginType="admin" onSuccess={() => navigate(paths.admin)} />
      </CardContent>
    </Card>
  );
}
