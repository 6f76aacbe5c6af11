import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

const SEARCH_DELAY_MS = 300;

/**
 * The state of a picker whose options come from a server search: nothing is fetched until the
 * picker is first opened, and the search runs once typing pauses.
 */
export function usePickerSearch() {
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  return {
    /** Fetch options only once the picker was opened. */
    skip: !opened,
    /** The search to send, or null for the first page of everything. */
    searchVariable: debouncedSearch === '' ? null : debouncedSearch,
    onOpen: () => setOpened(true),
    onSearchChange: setSearch,
  };
}

export interface SearchPickerFieldProps<Option> {
  value: Option | null;
  onChange: (value: Option | null) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  required?: boolean;
  /** An error message under the field (also marks it invalid). */
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

interface SearchPickerProps<Option> extends SearchPickerFieldProps<Option> {
  label: string;
  options: readonly Option[];
  loading: boolean;
  onOpen: () => void;
  onSearchChange: (search: string) => void;
  getOptionLabel: (option: Option) => string;
  getOptionDescription?: (option: Option) => string | null | undefined;
  noOptionsText: string;
}

/** An Autocomplete over records found by a server search (the server filters; the picker only shows). */
export function SearchPicker<Option extends { id: number }>({
  value,
  onChange,
  onBlur,
  name,
  label,
  required,
  error,
  helperText,
  disabled,
  options,
  loading,
  onOpen,
  onSearchChange,
  getOptionLabel,
  getOptionDescription,
  noOptionsText,
}: SearchPickerProps<Option>) {
  // The chosen record stays a valid value while other searches return other records.
  const shownOptions = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;

  return (
    <Autocomplete
      value={value}
      options={shownOptions}
      loading={loading}
      disabled={disabled}
      onOpen={onOpen}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') onSearchChange(text);
      }}
      filterOptions={(found) => found}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={getOptionLabel}
      noOptionsText={noOptionsText}
      loadingText="Searching..."
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box>
            <Typography>{getOptionLabel(option)}</Typography>
            {getOptionDescription?.(option) && (
              <Typography variant="body2" color="text.secondary">
                {getOptionDescription(option)}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required={required}
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
