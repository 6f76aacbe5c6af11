import { CombinedGraphQLErrors } from '@apollo/client';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { serverMessage } from '../../../lib/graphqlErrors';
import { transportFailureMessage, unreachableMessage } from '../../../lib/transportErrors';

export { unreachableMessage };

/** Why a sign-in step was refused: messages for named fields, or one message for the whole form. */
export type SignInFailure =
  { kind: 'fieldErrors'; fieldErrors: Record<string, string> } | { kind: 'refused'; message: string };

/**
 * Sorts a failed sign-in call: BAD_USER_INPUT field errors go under their fields (`renames` maps input
 * fields to form fields); any other refusal (UNAUTHENTICATED, FORBIDDEN, TOO_MANY_REQUESTS) keeps the
 * server's message verbatim; no answer at all is not a refusal, so it does not blame the password or code.
 */
export function signInFailureOf(error: unknown, renames: Record<string, string> = {}): SignInFailure {
  const fieldErrors = formFieldErrorsOf(error, renames);
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fieldErrors', fieldErrors };
  if (CombinedGraphQLErrors.is(error)) return { kind: 'refused', message: serverMessage(error) ?? unreachableMessage };
  return { kind: 'refused', message: transportFailureMessage(error) ?? unreachableMessage };
}
