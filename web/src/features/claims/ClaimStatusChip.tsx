import Chip from '@mui/material/Chip';
import type { ClaimStatus } from '../../gql/graphql';
import { claimStatusLabels } from './claimLabels';

type Tone = 'warning' | 'info' | 'success' | 'error' | 'secondary';

const statusTones: Record<ClaimStatus, Tone> = {
  draft: 'warning',
  submitted: 'info',
  paid: 'success',
  denied: 'error',
  appealed: 'secondary',
};

/** The claim's status in words, in the dark shade of its colour so small text stays readable. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  const tone = statusTones[status];
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={claimStatusLabels[status]}
      data-status={status}
      sx={(theme) => ({ color: theme.palette[tone].dark, borderColor: theme.palette[tone].main, fontWeight: 600 })}
    />
  );
}
