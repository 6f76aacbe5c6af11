import type { FormikErrors, FormikTouched } from 'formik';

interface FormState<Values> {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
}

/** The message to show under a field: its error once the field was touched (or a submit was tried), otherwise none. */
export function visibleFieldError<Values>(form: FormState<Values>, field: keyof Values & string): string | undefined {
  if (!form.touched[field]) return undefined;
  const error = form.errors[field];
  return typeof error === 'string' ? error : undefined;
}
