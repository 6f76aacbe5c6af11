import { fieldErrorsOf, type ApiErrorCode } from './graphqlErrors';

/**
 * The server's field errors keyed by the form's field names, for Formik's `setErrors`. `renames`
 * maps input fields to form fields where they differ (e.g. `patientId` -> `patient` for a picker);
 * `codes` are the error codes whose field errors count (BAD_USER_INPUT unless told).
 */
export function formFieldErrorsOf(
  error: unknown,
  renames: Record<string, string> = {},
  codes?: readonly ApiErrorCode[],
): Record<string, string> {
  const byFormField: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error, codes))) {
    // Servers may name nested input fields by path ("input.reason").
    const inputField = field.replace(/^input\./, '');
    byFormField[renames[inputField] ?? inputField] ??= message;
  }
  return byFormField;
}
