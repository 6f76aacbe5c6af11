import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { serverFailureMessage, transportFailureMessage } from './transportErrors';

/** The `extensions.code` values the API uses (see the GraphQL contract). */
export type ApiErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'CONFLICT' | 'LIMIT_REACHED' | 'TOO_MANY_REQUESTS';

function graphqlErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  return CombinedGraphQLErrors.is(error) ? error.errors : [];
}

export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return graphqlErrorsOf(error).some((graphqlError) => graphqlError.extensions?.code === code);
}

/** The server's machine-readable `extensions.reason`, where it gives one (e.g. 'second_factor_expired'). */
export function errorReasonOf(error: unknown): string | undefined {
  const reason = graphqlErrorsOf(error).find((graphqlError) => graphqlError.extensions?.reason)?.extensions?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

export function isUnauthenticatedError(error: unknown): boolean {
  return hasErrorCode(error, 'UNAUTHENTICATED');
}

/** The first message the server put in a GraphQL error, if the failure came from the server at all. */
export function serverMessage(error: unknown): string | undefined {
  return graphqlErrorsOf(error).find((graphqlError) => graphqlError.message)?.message;
}

interface FieldError {
  field: string;
  message: string;
}

function isFieldError(value: unknown): value is FieldError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.field === 'string' && typeof candidate.message === 'string';
}

/**
 * Field messages of a BAD_USER_INPUT error, keyed by field name, ready for Formik's `setErrors`.
 * `codes` adds other errors that name a field (e.g. CONFLICT for "This email is already on the waitlist").
 */
export function fieldErrorsOf(
  error: unknown,
  codes: readonly ApiErrorCode[] = ['BAD_USER_INPUT'],
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const graphqlError of graphqlErrorsOf(error)) {
    const extensions = graphqlError.extensions;
    if (!extensions || !codes.includes(extensions.code as ApiErrorCode)) continue;
    const fieldErrors = extensions.fieldErrors;
    if (!Array.isArray(fieldErrors)) continue;
    for (const fieldError of fieldErrors.filter(isFieldError)) {
      byField[fieldError.field] ??= fieldError.message;
    }
  }
  return byField;
}

/** True when no answer came back from the API at all (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return !CombinedGraphQLErrors.is(error) && !ServerError.is(error) && !ServerParseError.is(error);
}

/**
 * What to tell the person, for texts such as "Failed to create patient: {message}": the server's own
 * message (a BAD_USER_INPUT refusal stays as it is), else the product's wording for a failed request
 * (transportErrors.ts), never the transport's.
 */
export function errorMessageOf(error: unknown): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  const transport = transportFailureMessage(error);
  if (transport) return transport;
  return error instanceof Error && error.message ? error.message : serverFailureMessage;
}
