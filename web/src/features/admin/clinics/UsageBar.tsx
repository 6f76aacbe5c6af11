import { useId } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { isAboveWarning, usagePercent } from './usageRules';

interface UsageBarProps {
  /** What is counted ("Users"). */
  label: string;
  used: number;
  /** null: the plan has no limit. */
  limit: number | null;
  /** How an amount is written (storage in MB/GB); plain numbers by default. */
  describe?: (amount: number) => string;
}

/** One usage figure against its plan limit: the figures, and a bar that turns red above 80% of the limit. */
export function UsageBar({ label, used, limit, describe = String }: UsageBarProps) {
  const labelId = useId();
  const percent = usagePercent(used, limit);
  const warning = isAboveWarning(used, limit);
  const figures = `${describe(used)} / ${limit === null ? 'Unlimited' : describe(limit)}`;

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={warning ? 'error.main' : 'text.primary'}>
          {figures}
        </Typography>
      </Box>
      {percent === null ? (
        <Typography variant="caption" color="text.secondary">
          No limit on this plan
        </Typography>
      ) : (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={warning ? 'error' : 'primary'}
          aria-labelledby={labelId}
          aria-valuetext={`${figures} (${Math.round(percent)}%)`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Box>
  );
}
