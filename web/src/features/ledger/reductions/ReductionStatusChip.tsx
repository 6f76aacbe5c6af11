import Chip from '@mui/material/Chip';
import type { ReductionStatus } from '../../../gql/graphql';
import { reductionStatusColors, reductionStatusLabels } from '../labels';

export function ReductionStatusChip({ status }: { status: ReductionStatus }) {
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={reductionStatusLabels[status]}
      color={reductionStatusColors[status]}
    />
  );
}
