import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BillingPeriod } from './planFormat';

interface BillingPeriodToggleProps {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}

const periods: ReadonlyArray<{ value: BillingPeriod; label: string }> = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly or annual prices: two toggle buttons (aria-pressed), one of them always on. */
export function BillingPeriodToggle({ value, onChange }: BillingPeriodToggleProps) {
  return (
    <Box
      role="group"
      aria-label="Billing period"
      sx={{
        display: 'inline-flex',
        p: 0.5,
        gap: 0.5,
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {periods.map((period) => {
        const pressed = period.value === value;
        return (
          <Button
            key={period.value}
            aria-pressed={pressed}
            variant={pressed ? 'contained' : 'text'}
            color={pressed ? 'primary' : 'inherit'}
            onClick={() => onChange(period.value)}
            sx={{ px: 3, minWidth: 104 }}
          >
            {period.label}
          </Button>
        );
      })}
    </Box>
  );
}
