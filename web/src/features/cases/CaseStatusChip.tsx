import Chip from '@mui/material/Chip';
import type { CaseStatus } from '../../gql/graphql';
import { caseStatusColors, caseStatusLabels } from './labels';

export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return (
    <Chip
      // A span, so the chip may sit inside a line of text (e.g. a page subtitle).
      component="span"
      size="small"
      label={caseStatusLabels[status]}
      color={caseStatusColors[status]}
      variant="outlined"
      sx={{ flexShrink: 0 }}
    />
  );
}
