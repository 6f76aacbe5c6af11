import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';

/** The page a one-time e-mailed link opens (an invitation, a password reset): a titled card. */
export function OneTimeLinkCard({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Card sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 0, sm: 2, md: 6 } }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The password is set: what happened, and the way to sign in with it. */
export function PasswordSetNotice({ message, signInPath }: { message: string; signInPath: string }) {
  return (
    <>
      <Alert severity="success">{message}</Alert>
      <Button variant="contained" component={RouterLink} to={signInPath} sx={{ mt: 3 }}>
        Sign In
      </Button>
    </>
  );
}
