import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

/** A green dot for an account that may sign in, a grey one for a deactivated account, named for screen readers. */
export function ActiveDot({ isActive }: { isActive: boolean }) {
  const label = isActive ? 'Active' : 'Inactive';
  return (
    <Tooltip title={label}>
      <Box
        role="img"
        aria-label={label}
        sx={{
          display: 'inline-block',
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: isActive ? 'success.main' : 'grey.400',
          verticalAlign: 'middle',
        }}
      />
    </Tooltip>
  );
}
