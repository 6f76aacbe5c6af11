import { errorMessageOf, hasErrorCode, isNetworkError, isUnauthenticatedError } from '../../../lib/graphqlErrors';

/** Why the patient could not be loaded, in the spec's words. */
export function patientLoadErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return 'Network error. Please check your connection.';
  if (hasErrorCode(error, 'NOT_FOUND')) return 'Patient not found.';
  return `Error loading patient: ${errorMessageOf(error)}`;
}

/** Why saving the patient failed, in the spec's words. */
export function patientSaveErrorMessage(error: unknown): string {
  if (isNetworkError(error)) {
    return 'Network error: Failed to update patient. Please check your connection and try again.';
  }
  if (isUnauthenticatedError(error)) return 'Authentication error: Please log in again.';
  const message = errorMessageOf(error);
  if (hasErrorCode(error, 'FORBIDDEN') && /csrf/i.test(message)) {
    return 'Security error: CSRF token validation failed. Please refresh and try again.';
  }
  return `Failed to update patient: ${message}`;
}
