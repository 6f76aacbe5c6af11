import { alpha } from '@mui/material/styles';
import Chip from '@mui/material/Chip';

/** Contacted (green) or Pending (amber), in the dark shade of the colour on a light tint, readable as small text. */
export function WaitlistStatusChip({ isContacted }: { isContacted: boolean }) {
  const tone = isContacted ? 'success' : 'warning';
  return (
    <Chip
      component="span"
      size="small"
      variant="outlined"
      label={isContacted ? 'Contacted' : 'Pending'}
      sx={(theme) => ({
        color: theme.palette[tone].dark,
        borderColor: theme.palette[tone].main,
        bgcolor: alpha(theme.palette[tone].main, 0.1),
      })}
    />
  );
}
