import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Role } from '../access/role';
import type { Scope } from '../access/scope';
import { assertOperator, secondFactorRequiredMessage } from '../access/operator.policy';
import { assertOperatorArea, type OperatorArea } from '../access/operator-areas';
import {
  DomainError,
  ForbiddenError,
  ServiceUnavailableError,
  StoredFileMissingError,
  TooManyRequestsError,
  UnauthenticatedError,
  httpStatusOf,
} from '../errors';
import type { Logger } from '../logger';
import { bearerSignInRefusal } from '../http/bearer-token';
import { deniedActorOf, forbiddenOf, type DeniedAccessAudit } from '../audit/denied-access';
import { asDatabaseUnavailable, serviceUnavailableRetryAfterSeconds } from '../database-unavailable';

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Wraps an async REST handler so every error reaches the one error mapper below. */
export const rest = (handler: Handler) => (req: Request, res: Response, next: NextFunction) => {
  handler(req, res).catch(next);
};

/** Sign-in, second factor and sign-out routes: they set or clear the session cookie, which a bearer request never gets. */
export function refuseApiToken(req: Request): void {
  if (req.auth?.viaApiToken) throw new ForbiddenError(bearerSignInRefusal);
}

/** The caller's Scope, or a 401 for anonymous requests. */
export function requireScope(req: Request): Scope {
  if (!req.auth?.scope) throw new UnauthenticatedError();
  // A patient's REST is the portal's own paths only (decision 410), like their GraphQL allow-list.
  if (req.auth.scope.role === Role.patient && !`${req.baseUrl}${req.path}`.startsWith('/api/portal/'))
    throw new ForbiddenError();
  // Operator staff use the console's routes (requireOperatorArea) only, never a tenant's (decision 441).
  if (req.auth.scope.role === Role.operator_staff) throw new ForbiddenError();
  return req.auth.scope;
}

/**
 * A /superadmin/api (or console /api) call of the console's `area`: the super admin, or operator staff
 * whose role names the area, with a verified second factor. Signed out: 401; anyone else: 403.
 */
export function requireOperatorArea(req: Request, area: OperatorArea): Scope {
  const scope = req.auth?.scope;
  if (req.auth?.secondFactorPending) throw new ForbiddenError(secondFactorRequiredMessage);
  if (!scope) throw new UnauthenticatedError();
  assertOperatorArea(scope, area);
  return scope;
}

/**
 * Every /superadmin/api call: a super admin whose second factor is verified. Signed out: 401; a
 * super admin still waiting for the second factor, or any other role: 403, with nothing done.
 */
export function requireSuperAdmin(req: Request): Scope {
  const scope = req.auth?.scope;
  if (req.auth?.secondFactorPending) throw new ForbiddenError(secondFactorRequiredMessage);
  if (!scope) throw new UnauthenticatedError();
  assertOperator(scope);
  return scope;
}

/**
 * A FORBIDDEN answer to a known user is audited (access_denied) under the route's pattern, never the
 * URL, which holds ids and query strings.
 */
async function auditDenial(deniedAccess: DeniedAccessAudit, error: DomainError, req: Request): Promise<void> {
  const refused = forbiddenOf(error);
  if (!refused || !req.auth) return;
  const { scope, secondFactorPending, presentedSessionId: sessionId } = req.auth;
  const actor = deniedActorOf({ scope, secondFactorPending, sessionId });
  if (!actor) return;
  const route = req.route ? `${req.baseUrl}${String(req.route.path)}` : '(no route)';
  await deniedAccess.record(actor, [{ operation: `${req.method} ${route}`, ...refused }], 'rest', req.auth.meta);
}

/** Maps domain errors to the spec's JSON error shape; masks everything else with a correlation id. */
export function restErrorHandler(logger: Logger, deniedAccess: DeniedAccessAudit) {
  return async (thrown: unknown, req: Request, res: Response, _next: NextFunction) => {
    const unavailable = asDatabaseUnavailable(thrown);
    if (unavailable) logger.warn('database unavailable', { method: req.method, path: req.path, error: thrown });
    const error = unavailable ?? thrown;
    if (error instanceof DomainError) {
      if (error instanceof StoredFileMissingError)
        logger.error('stored file missing', { method: req.method, path: req.path, storageKey: error.storageKey });
      await auditDenial(deniedAccess, error, req);
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
        res.set('Retry-After', String(error.retryAfterSeconds));
      }
      if (error instanceof ServiceUnavailableError) res.set('Retry-After', String(serviceUnavailableRetryAfterSeconds));
      res.status(httpStatusOf[error.code]).json({
        success: false,
        message: error.message,
        code: error.code,
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.fieldErrors.length ? { errors: error.fieldErrors } : {}),
      });
      return;
    }
    const status = (error as { status?: number; type?: string }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // body-parser: malformed JSON, body too large.
      const message = status === 413 ? 'Request body is too large' : 'Request body is not valid JSON';
      res.status(status).json({ success: false, message });
      return;
    }
    const correlationId = randomUUID();
    logger.error('unexpected REST error', { correlationId, method: req.method, path: req.path, error });
    res.status(500).json({
      success: false,
      message: `Something went wrong on our side. Reference: ${correlationId}`,
      correlationId,
    });
  };
}
