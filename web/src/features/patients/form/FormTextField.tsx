import { memo, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { visibleFieldError } from '../../../lib/formikErrors';

interface FormTextFieldProps {
  /** The Formik field, also the input's name. */
  name: string;
  label: string;
  required?: boolean;
  type?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  select?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  slotProps?: TextFieldProps['slotProps'];
  children?: ReactNode;
}

/** Re-renders only when its own props change: typing in one field of a long form leaves the others alone. */
const MemoizedTextField = memo(TextField);

/** A text field bound to the surrounding Formik form, with its error shown under it once touched. */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const form = useFormikContext<Record<string, unknown>>();
  const error = visibleFieldError(form, name);

  return (
    <MemoizedTextField
      {...form.getFieldProps(name)}
      {...props}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
