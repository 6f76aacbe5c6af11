import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The landing page's way to the public intake form, for injured people rather than clinics. */
export function GetHelpLink() {
  return (
    <Typography sx={{ mt: 2 }}>
      Injured in an accident?{' '}
      <Link component={RouterLink} to="/get-help" sx={{ fontWeight: 600 }}>
        Get help from a clinic near you
      </Link>
    </Typography>
  );
}
