import Chip from '@mui/material/Chip';
import type { ReminderStatus } from '../../gql/graphql';
import { reminderStatusColors, reminderStatusLabels } from './reminderFormat';

export function ReminderStatusChip({ status }: { status: ReminderStatus }) {
  return (
    <Chip size="small" variant="outlined" color={reminderStatusColors[status]} label={reminderStatusLabels[status]} />
  );
}
