import Chip from '@mui/material/Chip';
import { humanize } from '../../../lib/format';
import { billingStatusColors, billingStatusLabels, isBillingStatus } from './clinicLabels';

/** A clinic's billing status as a coloured chip. */
export function BillingStatusChip({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  const known = isBillingStatus(status);
  return (
    <Chip
      size="small"
      label={known ? billingStatusLabels[status] : humanize(status)}
      color={known ? billingStatusColors[status] : 'default'}
      variant={status === 'active' ? 'filled' : 'outlined'}
    />
  );
}
