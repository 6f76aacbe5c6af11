import Chip from '@mui/material/Chip';
import { commissionStatusLabels } from './salesFormat';

const colors: Record<string, 'warning' | 'info' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'info',
  paid: 'success',
  clawed_back: 'error',
};

/** The spec shows statuses other than pending, approved and paid as destructive. */
export function CommissionStatusChip({ status }: { status: string }) {
  return <Chip size="small" label={commissionStatusLabels[status] ?? status} color={colors[status] ?? 'error'} />;
}
