import Chip from '@mui/material/Chip';
import { humanize } from '../../../lib/format';

const colors: Record<string, 'success' | 'error' | 'warning'> = {
  successful: 'success',
  failed: 'error',
  pending: 'warning',
  applied: 'success',
};

/** A payment's or an adjustment's status as a coloured chip. */
export function PaymentStatusChip({ status }: { status: string }) {
  return <Chip size="small" variant="outlined" label={humanize(status)} color={colors[status] ?? 'default'} />;
}
