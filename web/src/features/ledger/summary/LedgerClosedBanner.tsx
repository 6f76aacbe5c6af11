import { useId } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { formatDateTime } from '../../../lib/format';
import type { CaseLedger } from '../ledgerFields';

/** Says the ledger is closed, by whom and when; nothing can be posted after. */
export function LedgerClosedBanner({ ledger }: { ledger: Pick<CaseLedger, 'closedAt' | 'closedByName'> }) {
  const titleId = useId();
  if (!ledger.closedAt) return null;
  const by = ledger.closedByName ? ` by ${ledger.closedByName}` : '';
  return (
    <Alert severity="info" icon={<LockOutlinedIcon />} role="status" aria-labelledby={titleId}>
      <AlertTitle id={titleId}>Ledger closed</AlertTitle>
      Closed{by} on {formatDateTime(ledger.closedAt)}. Nothing more can be posted to this ledger.
    </Alert>
  );
}
