import type { NextFunction, Request, Response } from 'express';
import { asDatabaseUnavailable, serviceUnavailableRetryAfterSeconds } from '../database-unavailable';

/**
 * Errors raised before Apollo runs (the session lookup of a /graphql request) still answer in
 * GraphQL's shape when the database cannot be reached: 503 with SERVICE_UNAVAILABLE and Retry-After,
 * as Apollo would (service-unavailable.plugin.ts).
 * Anything else goes on to the app's error handler.
 */
export function graphqlRequestErrors() {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const unavailable = asDatabaseUnavailable(error);
    if (!unavailable || res.headersSent) {
      next(error);
      return;
    }
    res.set('Retry-After', String(serviceUnavailableRetryAfterSeconds));
    res.status(503).json({ errors: [{ message: unavailable.message, extensions: { code: unavailable.code } }] });
  };
}
