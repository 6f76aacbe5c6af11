import type { ChipProps } from '@mui/material/Chip';
import type { LedgerEntryKind, ReductionStatus } from '../../gql/graphql';

export const ledgerEntryKindLabels: Record<LedgerEntryKind, string> = {
  charge: 'Charge',
  payment: 'Payment',
  reduction: 'Reduction',
  write_off: 'Write-off',
};

export const ledgerEntryKindColors: Record<LedgerEntryKind, ChipProps['color']> = {
  charge: 'primary',
  payment: 'success',
  reduction: 'secondary',
  write_off: 'warning',
};

export const reductionStatusLabels: Record<ReductionStatus, string> = {
  pending: 'Pending',
  countered: 'Countered',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const reductionStatusColors: Record<ReductionStatus, ChipProps['color']> = {
  pending: 'warning',
  countered: 'info',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'default',
};
