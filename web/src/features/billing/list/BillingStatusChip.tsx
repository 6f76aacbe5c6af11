import { alpha } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import type { BillingStatus } from '../../../gql/graphql';
import { billingStatusLabels } from '../billingLabels';

type Tone = 'warning' | 'info' | 'success' | 'error';

const statusTones: Record<BillingStatus, Tone> = {
  pending: 'warning',
  submitted: 'info',
  paid: 'success',
  denied: 'error',
};

/**
 * The entry's status in words, each status in its own colour. The text uses the colour's dark shade on
 * a light tint, so it stays readable (the main shades are too light for small text on white).
 */
export function BillingStatusChip({ status }: { status: BillingStatus }) {
  const tone = statusTones[status];
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={billingStatusLabels[status]}
      data-status={status}
      sx={(theme) => ({
        color: theme.palette[tone].dark,
        borderColor: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, 0.1),
        flexShrink: 0,
      })}
    />
  );
}
