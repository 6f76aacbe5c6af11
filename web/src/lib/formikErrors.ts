import { getIn, type FormikErrors, type FormikTouched } from 'formik';

interface FormState<Values> {
  errors: FormikErrors<Values>;
  touched: FormikTouched<Values>;
}

/**
 * The message to show under a field: its error once the field was touched (or a submit was tried),
 * otherwise none. Nested fields are named by path ("businessHours.2.closes").
 */
export function visibleFieldError<Values>(form: FormState<Values>, field: keyof Values & string): string | undefined {
  if (!getIn(form.touched, field)) return undefined;
  const error: unknown = getIn(form.errors, field);
  return typeof error === 'string' ? error : undefined;
}
