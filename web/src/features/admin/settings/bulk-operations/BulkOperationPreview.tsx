import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LoadingState } from '../../../../components/LoadingState';
import type { BulkOperationPreviewQuery } from '../../../../gql/graphql';
import { bulkOperationKinds } from './bulkOperationKinds';

interface BulkOperationPreviewProps {
  preview: BulkOperationPreviewQuery['bulkOperationPreview'] | undefined;
  loading: boolean;
  error: string | null;
}

/** How many records the chosen operation would change now, and a few of them. */
export function BulkOperationPreview({ preview, loading, error }: BulkOperationPreviewProps) {
  if (error) return <Alert severity="error">Could not count the records: {error}</Alert>;
  if (loading || !preview) return <LoadingState label="Counting the matching records..." />;
  const text = bulkOperationKinds[preview.kind];
  if (preview.count === 0) {
    return <Alert severity="info">Nothing to do: no {text.counted(0).replace(/^0 /, '')} match right now.</Alert>;
  }
  const more = preview.count - preview.sample.length;
  return (
    <Box role="status" aria-label="Preview">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {text.counted(preview.count)} match now
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
        {preview.sample.map((name) => (
          <Typography component="li" variant="body2" key={name}>
            {name}
          </Typography>
        ))}
      </Box>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary">
          and {more.toLocaleString('en-US')} more
        </Typography>
      )}
    </Box>
  );
}
