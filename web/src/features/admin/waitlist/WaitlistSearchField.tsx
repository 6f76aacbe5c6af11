import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

interface WaitlistSearchFieldProps {
  value: string;
  onChange: (text: string) => void;
}

/** The waitlist search box; the tab applies what is typed once typing pauses. */
export function WaitlistSearchField({ value, onChange }: WaitlistSearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label="Search the waitlist"
      placeholder="Name, email, practice or state"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ maxWidth: { sm: 420 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
