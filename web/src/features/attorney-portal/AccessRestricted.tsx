import { useEffect, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { paths } from '../../app/paths';
import { useToast } from '../../app/toast/toastContext';

export const attorneyOnlyMessage = 'This page is only accessible to attorneys.';

/** What anyone but an attorney sees: the spec's 'Access Denied' toast (once) and the 'Access Restricted' panel. */
export function AccessRestricted() {
  const showToast = useToast();
  const titleId = useId();

  // Once per visit: `showToast` is stable, so the effect does not run again while the panel is shown.
  useEffect(() => {
    showToast({ title: 'Access Denied', description: attorneyOnlyMessage, severity: 'error' });
  }, [showToast]);

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <LockOutlinedIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 1 }}>
          Access Restricted
        </Typography>
        <Typography sx={{ mt: 1 }}>{attorneyOnlyMessage}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Please contact your administrator if you believe this is an error.
        </Typography>
        <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
          Back to Dashboard
        </Button>
      </CardContent>
    </Card>
  );
}
