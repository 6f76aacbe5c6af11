import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { casePaths } from '../casePaths';

/** 'Case Not Found' (missing, out of scope or malformed id) or 'No case ID' (empty id). */
export function CaseNotFound({ reason }: { reason: 'not-found' | 'no-id' }) {
  const title = reason === 'no-id' ? 'No case ID' : 'Case Not Found';
  return (
    <>
      <PageHeader title={title} />
      <Typography color="text.secondary">
        {reason === 'no-id'
          ? 'Open a case from the cases list.'
          : 'This case does not exist or you do not have access to it.'}
      </Typography>
      <Button component={RouterLink} to={casePaths.list} variant="contained" sx={{ mt: 3 }}>
        Back to Cases
      </Button>
    </>
  );
}

/** While a case screen waits for its case, or could not load it: the screen's own title stays visible. */
export function CaseLoadingOrError({
  screenTitle,
  error,
  onRetry,
}: {
  screenTitle: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader title={screenTitle} />
      {error ? (
        <ErrorState title="Could not load the case" message={errorMessageOf(error)} onRetry={onRetry} />
      ) : (
        <LoadingState label="Loading case..." />
      )}
    </>
  );
}
