import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditLogRecordFieldsFragment } from '../../../gql/graphql';

const shown = (value: string | null) => (value === null ? '—' : value);

/** Each changed field with its value before and after (JSON for values that are not text). */
export function AuditChanges({ changes }: { changes: AuditLogRecordFieldsFragment['changes'] }) {
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        No field changes
      </Typography>
    );
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {change.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {shown(change.oldValue)} → {shown(change.newValue)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
