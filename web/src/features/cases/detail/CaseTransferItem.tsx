import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseDetailFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';

type CaseTransfer = CaseDetailFieldsFragment['transfers'][number];

/** One transfer: from which attorney to which, when, by whom and why. */
export function CaseTransferItem({ transfer }: { transfer: CaseTransfer }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { border: 0 } }}>
      <Typography sx={{ fontWeight: 600 }}>
        {transfer.fromAttorney?.fullName ?? 'No attorney'} → {transfer.toAttorney?.fullName ?? 'No attorney'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={transfer.transferDate}>{formatDateTime(transfer.transferDate)}</time>
        {transfer.transferredByName && ` · ${transfer.transferredByName}`}
      </Typography>
      {transfer.reason && <Typography variant="body2">Reason: {transfer.reason}</Typography>}
      {transfer.notes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          Notes: {transfer.notes}
        </Typography>
      )}
    </Box>
  );
}
