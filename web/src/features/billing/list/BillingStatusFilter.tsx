import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BillingStatus } from '../../../gql/graphql';
import { billingStatusLabels } from '../billingLabels';

const ALL = 'all';

interface BillingStatusFilterProps {
  /** Every status when null. */
  value: BillingStatus | null;
  onChange: (status: BillingStatus | null) => void;
  /** The statuses the reader can see (attorneys never see pending bills). */
  statuses: readonly BillingStatus[];
}

/** All, then the given statuses: Pending, Submitted, Paid or Denied. */
export function BillingStatusFilter({ value, onChange, statuses }: BillingStatusFilterProps) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? null : (event.target.value as BillingStatus))}
      sx={{ minWidth: 160 }}
      fullWidth={false}
    >
      <MenuItem value={ALL}>All</MenuItem>
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          {billingStatusLabels[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
