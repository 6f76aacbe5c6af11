import { useFormikContext } from 'formik';
import Alert from '@mui/material/Alert';

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** The spec's form-level message, once a submit was tried while a required field is still empty. */
export function RequiredFieldsAlert({ fields }: { fields: readonly string[] }) {
  const { submitCount, values } = useFormikContext<Record<string, unknown>>();
  const missing = fields.some((field) => String(values[field] ?? '').trim() === '');
  if (submitCount === 0 || !missing) return null;
  return (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {REQUIRED_FIELDS_MESSAGE}
    </Alert>
  );
}
