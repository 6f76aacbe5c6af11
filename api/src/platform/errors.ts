/**
 * Typed domain errors. Services throw these; the GraphQL error formatter and the REST
 * error handler map each code to one response, so both transports answer alike.
 * Anything else is unexpected and is masked with a correlation id.
 */

export interface FieldError {
  field: string;
  message: string;
}

export type DomainErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'LIMIT_REACHED'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const httpStatusOf: Record<DomainErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LIMIT_REACHED: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export class DomainError extends Error {
  /** A stable, machine-readable why, for clients that must act on one refusal among several of a code. */
  reason: string | null = null;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  because(reason: string): this {
    this.reason = reason;
    return this;
  }
}

export class InputError extends DomainError {
  constructor(fieldErrors: FieldError[]) {
    super('BAD_USER_INPUT', fieldErrors.map((e) => e.message).join('; ') || 'Invalid input', fieldErrors);
  }
  static field(field: string, message: string): InputError {
    return new InputError([{ field, message }]);
  }
}

export class NotFoundError extends DomainError {
  /** The same message for a missing record and one outside the caller's scope. */
  constructor(entityLabel: string) {
    super('NOT_FOUND', `${entityLabel} not found`);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Unauthorized') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this') {
    super('FORBIDDEN', message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, field?: string) {
    super('CONFLICT', message, field ? [{ field, message }] : []);
  }
}

export class LimitReachedError extends DomainError {
  constructor(message: string) {
    super('LIMIT_REACHED', message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message = 'Too many attempts. Please wait a few minutes and try again.',
    /** Sent as Retry-After by the REST shim. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super('PAYLOAD_TOO_LARGE', message);
  }
}

/**
 * A record names a stored file that storage no longer holds (a restore without its files, a bucket
 * emptied by hand). The reader gets a 404 that names the problem; the operator gets an error log line
 * with the key, since only they can put the file back.
 */
export class StoredFileMissingError extends DomainError {
  constructor(readonly storageKey: string) {
    super('NOT_FOUND', 'The file is missing from storage. Please contact support.');
    this.reason = 'file_missing';
  }
}

/** The database cannot be reached right now (pool exhausted, server restarting): 503, try again. */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'The service is briefly unavailable. Please try again in a moment.') {
    super('SERVICE_UNAVAILABLE', message);
  }
}
