import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../../../app/auth/roles';
import type { CaseDetailFieldsFragment, Role } from '../../../gql/graphql';
import { formatDateTime, humanize } from '../../../lib/format';

type AuditEntry = CaseDetailFieldsFragment['history'][number];
type FieldChange = AuditEntry['changes'][number];

function roleLabel(role: string): string {
  return role in roleLabels ? roleLabels[role as Role] : humanize(role);
}

function who(entry: AuditEntry): string {
  const name = entry.changedByName ?? 'System';
  return entry.changedByRole ? `${name} (${roleLabel(entry.changedByRole)})` : name;
}

/** "Status: Active Treatment → Closed" (the server sends readable labels and values); an empty value reads "(empty)". */
export function describeFieldChange(change: FieldChange): string {
  return `${change.label}: ${change.oldValue ?? '(empty)'} → ${change.newValue ?? '(empty)'}`;
}

/** One audit entry: when, who, what, why and each field that changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}>
      <Typography sx={{ fontWeight: 600 }}>{humanize(entry.action)}</Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time> · {who(entry)}
      </Typography>
      {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
      {entry.changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} aria-label="Changed fields">
          {entry.changes.map((change) => (
            <Typography key={change.field} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {describeFieldChange(change)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
