import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface PanelFilterSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (next: T) => void;
}

/** The one filter above a Billing tab panel's list (the subscriptions' status, the payments' period). */
export function PanelFilterSelect<T extends string>({ label, value, options, onChange }: PanelFilterSelectProps<T>) {
  return (
    <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
      <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={{ minWidth: 200 }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
