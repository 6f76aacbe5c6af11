import { useEffect, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

/** How long typing must pause before the search runs. */
const SEARCH_DELAY_MS = 300;

interface SearchFieldProps {
  /** The search that is applied (from the address). */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  /** What the search looks at. */
  placeholder: string;
}

/** The search box: applies what was typed once typing pauses, and follows the address when it changes (Back). */
export function SearchField({ value, onSearch, label, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [appliedValue, setAppliedValue] = useState(value);
  if (value !== appliedValue) {
    // The address changed: from this box (no visible change) or from navigation (show its search).
    setAppliedValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
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
