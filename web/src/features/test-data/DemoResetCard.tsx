import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { graphql } from '../../gql';
import { errorMessageOf } from '../../lib/graphqlErrors';

const DemoDataResetMutation = graphql(`
  mutation DemoDataReset {
    demoDataReset {
      resetAt
      seconds
    }
  }
`);

interface DemoResetCardProps {
  available: boolean;
  /** Why the reset is disabled on this server (no database owner), shown under the button. */
  reason: string | null;
  /** Where "Sign in again" goes (a full page load: the old session and cache are gone). */
  signIn?: () => void;
}

/**
 * The demo reset (decisions 475-479): a confirmation that says what is lost, the wait while the server
 * recreates the database, then "everyone is signed out" with a way back to the sign-in page.
 */
export function DemoResetCard({
  available,
  reason,
  signIn = () => window.location.assign('/superadmin'),
}: DemoResetCardProps) {
  const [open, setOpen] = useState(false);
  const [reset, { data, loading, error, reset: clear }] = useMutation(DemoDataResetMutation);
  const done = data?.demoDataReset;
  const close = () => {
    if (loading || done) return;
    setOpen(false);
    clear();
  };
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            Reset the demo data
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Throws this demo database away and loads the demo data again, as on a first start.
          </Typography>
          <Button variant="outlined" color="error" disabled={!available} onClick={() => setOpen(true)}>
            Reset demo data
          </Button>
          {!available && reason && (
            <Alert severity="info" sx={{ width: '100%' }} data-testid="reset-unavailable">
              {reason}
            </Alert>
          )}
        </Stack>
      </CardContent>
      <Dialog open={open} onClose={close} aria-labelledby="demo-reset-title" maxWidth="xs" fullWidth>
        <DialogTitle id="demo-reset-title">{done ? 'Demo data reset' : 'Reset the demo data?'}</DialogTitle>
        <DialogContent>
          {done ? (
            <DialogContentText>
              The demo data was loaded again in {done.seconds.toLocaleString()} s. Everyone is signed out, you too: sign
              in again to continue.
            </DialogContentText>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>
                Every change made since the demo data was last loaded is lost: records, uploads, settings and the audit
                log start again from the demo set. Everyone is signed out, including you. While it runs (up to a
                minute), the app answers nobody.
              </DialogContentText>
              {loading && (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
                  <CircularProgress size={20} />
                  <Typography variant="body2">Recreating the database and loading the demo data...</Typography>
                </Stack>
              )}
              {error && <Alert severity="error">{errorMessageOf(error)}</Alert>}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {done ? (
            <Button variant="contained" onClick={signIn}>
              Sign in again
            </Button>
          ) : (
            <>
              <Button onClick={close} disabled={loading} autoFocus>
                Cancel
              </Button>
              <Button
                variant="contained"
                color="error"
                disabled={loading}
                onClick={() => void reset().catch(() => undefined)}
              >
                Reset demo data
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </Card>
  );
}
