import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { paths } from '../../../app/paths';
import { errorMessageOf } from '../../../lib/graphqlErrors';

interface PatientsLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** The registry could not be loaded: the reason, Retry, and Re-login for an expired session. */
export function PatientsLoadError({ error, onRetry }: PatientsLoadErrorProps) {
  const navigate = useNavigate();

  return (
    <Alert severity="error" variant="outlined">
      <AlertTitle>Error loading patients</AlertTitle>
      {`Error loading patients: ${errorMessageOf(error)}`}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="contained" color="error" onClick={onRetry}>
          Retry
        </Button>
        <Button variant="outlined" color="error" onClick={() => navigate(paths.login)}>
          Re-login
        </Button>
      </Box>
    </Alert>
  );
}
