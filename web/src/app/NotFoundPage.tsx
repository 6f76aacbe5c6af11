import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { paths } from './paths';

export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', textAlign: 'center', py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1">
        404 Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Did you forget to add the page to the router?
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        Back to Dashboard
      </Button>
    </Box>
  );
}
