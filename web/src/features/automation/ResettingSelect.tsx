import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { getIn, useFormikContext } from 'formik';

interface ResettingSelectProps {
  /** The Formik field whose value is shown. */
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  disabled: boolean;
  /** What choosing a value does (e.g. resets the row's other fields to fit the new choice). */
  onPick: (value: string) => void;
}

/** A select whose choice changes more than its own field: a condition's field, an action's type. */
export function ResettingSelect({ name, label, options, disabled, onPick }: ResettingSelectProps) {
  const { values, errors, touched } = useFormikContext<Record<string, unknown>>();
  const error: unknown = getIn(touched, name) ? getIn(errors, name) : undefined;
  return (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={(getIn(values, name) as string | undefined) ?? ''}
      disabled={disabled}
      error={typeof error === 'string'}
      helperText={typeof error === 'string' ? error : undefined}
      onChange={(event) => onPick(event.target.value)}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
