import type { NextFunction, Request, Response } from 'express';
import { asDatabaseUnavailable, serviceUnavailableRetryAfterSeconds } from '../database-unavailable';
import { DomainError, TooManyRequestsError, httpStatusOf } from '../errors';

/**
 * Errors raised before Apollo runs (the session lookup of a /graphql request) still answer in
 * GraphQL's shape when the database cannot be reached: 503 with SERVICE_UNAVAILABLE and Retry-After,
 * as Apollo would (service-unavailable.plugin.ts); a refused API token answers 401 (or 429) the same way.
 * Anything else goes on to the app's error handler.
 */
export function graphqlRequestErrors() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof DomainError && !res.headersSent) {
      // A refused bearer token (401) or its rate limit (429), in GraphQL's shape.
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
        res.set('Retry-After', String(error.retryAfterSeconds));
      res
        .status(httpStatusOf[error.code])
        .json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
      return;
    }
    const unavailable = asDatabaseUnavailable(error);
    if (!unavailable || res.headersSent) {
      next(error);
      return;
    }
    res.set('Retry-After', String(serviceUnavailableRetryAfterSeconds));
    res.status(503).json({ errors: [{ message: unavailable.message, extensions: { code: unavailable.code } }] });
  };
}
