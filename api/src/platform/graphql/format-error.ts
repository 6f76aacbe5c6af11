import { randomUUID } from 'node:crypto';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { DomainError, type FieldError } from '../errors';
import { asDatabaseUnavailable } from '../database-unavailable';
import type { Logger } from '../logger';

/**
 * graphql-js checks a field's arguments against their variables only when it runs the field (an
 * explicit null for `first: Int! = 50` passed as `$first: Int`): the request's fault, with a path.
 */
const argumentValueError =
  /^Argument "[^"]+" (of (non-null|required) type "[^"]+" (must not be null|was provided the variable)|has invalid value)/;

/** graphql-js names its token limit in the message; we do not tell a prober our limits. */
const tokenLimitMessage = /Document contains more th[ae]t \d+ tokens/;

/** class-validator errors, flattened to one message per field ("address.zipCode"). */
export function fieldErrorsOf(error: ArgumentValidationError): FieldError[] {
  const out: FieldError[] = [];
  const walk = (items: typeof error.extensions.validationErrors, prefix: string) => {
    for (const item of items) {
      const field = prefix ? `${prefix}.${item.property}` : item.property;
      const messages = Object.values(item.constraints ?? {});
      if (messages.length) out.push({ field, message: messages[0] });
      if (item.children?.length) walk(item.children as typeof items, field);
    }
  };
  walk(error.extensions.validationErrors, '');
  return out;
}

/**
 * Maps every error to what a client may see. Domain errors and GraphQL's own request errors keep
 * their message; anything else is logged with a correlation id and masked.
 */
export function createErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // The database out of reach (pool exhausted, restart) is SERVICE_UNAVAILABLE, answered with HTTP 503.
    const unavailable = asDatabaseUnavailable(unwrapped);
    if (unavailable) logger.warn('database unavailable', { path: formatted.path, error: unwrapped });
    const original = unavailable ?? unwrapped;
    if (original instanceof DomainError) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: original.code,
          ...(original.reason ? { reason: original.reason } : {}),
          ...(original.fieldErrors.length ? { fieldErrors: original.fieldErrors } : {}),
        },
      };
    }
    if (original instanceof ArgumentValidationError) {
      const fieldErrors = fieldErrorsOf(original);
      return {
        message: fieldErrors.map((e) => e.message).join('; ') || 'Invalid input',
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT', fieldErrors },
      };
    }
    if (original instanceof GraphQLError && !original.originalError && argumentValueError.test(original.message)) {
      return {
        message: original.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: 'BAD_USER_INPUT' },
      };
    }
    // Parse, validation and variable errors describe the request itself (no path) and carry no internals.
    // Apollo wraps validation errors; the wrapped error keeps our own code (QUERY_TOO_COMPLEX).
    if (!formatted.path && formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') {
      const inner =
        original instanceof GraphQLError && original.originalError instanceof GraphQLError
          ? original.originalError
          : original;
      const code =
        (inner instanceof GraphQLError ? inner.extensions?.code : undefined) ??
        formatted.extensions?.code ??
        'BAD_REQUEST';
      if (tokenLimitMessage.test(formatted.message)) {
        return { message: 'Query is too large', extensions: { code: 'QUERY_TOO_COMPLEX' } };
      }
      return { message: formatted.message, locations: formatted.locations, extensions: { code } };
    }
    const correlationId = randomUUID();
    logger.error('unexpected GraphQL error', { correlationId, path: formatted.path, error: original });
    return {
      message: `Something went wrong on our side. Reference: ${correlationId}`,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', correlationId },
    };
  };
}
