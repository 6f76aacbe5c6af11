import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const CLINIC_ADMIN_ONLY_MESSAGE = "Only your clinic's administrators can open the clinic settings.";

/** What anyone but a clinic admin sees at /clinic (the server refuses them too). */
export function ClinicAccessDenied() {
  useDocumentTitle('Access Denied');

  return (
    <Card sx={{ maxWidth: 560, mx: 'auto', mt: { xs: 0, md: 4 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography variant="h4" component="h1">
          Clinic Settings
        </Typography>
        <Alert severity="error" sx={{ mt: 2 }}>
          {CLINIC_ADMIN_ONLY_MESSAGE}
        </Alert>
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Ask a clinic admin of your practice if you need a colleague invited or the clinic's details changed.
        </Typography>
        <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
          Back to Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
