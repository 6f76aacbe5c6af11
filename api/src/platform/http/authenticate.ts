import type { NextFunction, Request, Response } from 'express';
import type { RequestMeta, Scope } from '../access/scope';
import type { SessionService } from '../auth/session.service';
import { sessionIdOf } from '../auth/session-token';
import { bearerTokenOf, type BearerAuthenticator } from './bearer-token';
import { runWithLogContext } from '../log-context';
import { requestMetaOf } from './request-meta';
import { sessionTokenOf } from './session-cookie';

export interface RequestAuth {
  meta: RequestMeta;
  scope: Scope | null;
  /** The id of the session the request presented, even when it no longer resolves (for rotation). */
  presentedSessionId: string | null;
  /** The session's CSRF token: sent by GET /api/patients/:id, required by PUT. */
  csrfToken: string | null;
  /** A super admin session that still waits for its second factor (scope is null meanwhile). */
  secondFactorPending: boolean;
  /** Authenticated by a personal API token (Authorization: Bearer): no cookie, no CSRF rule, no session. */
  viaApiToken: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    auth: RequestAuth;
  }
}

/**
 * Resolves the caller once per request; GraphQL and REST both read req.auth. A request with a bearer
 * token is the token's alone (its cookie is not read): a bad token is a 401, never a fall back.
 */
export function authenticate(sessions: SessionService, bearer: BearerAuthenticator) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    try {
      const meta = requestMetaOf(req);
      const bearerToken = bearerTokenOf(req);
      if (bearerToken !== null) {
        const scope = await bearer.authenticate(bearerToken, meta);
        req.auth = {
          meta: scope.request,
          scope,
          csrfToken: null,
          secondFactorPending: false,
          presentedSessionId: null,
          viaApiToken: true,
        };
        withLogContext(req, next);
        return;
      }
      const token = sessionTokenOf(req);
      const session = await sessions.resolveSession(token, meta);
      req.auth = {
        meta,
        scope: session?.scope ?? null,
        csrfToken: session?.csrfToken ?? null,
        secondFactorPending: session?.secondFactorPending ?? false,
        presentedSessionId: token ? sessionIdOf(token) : null,
        viaApiToken: false,
      };
      withLogContext(req, next);
    } catch (error) {
      next(error);
    }
  };
}

/** The rest of the request runs with its log context, so a warning or error logged in it carries its request id. */
function withLogContext(req: Request, next: NextFunction): void {
  const { meta, scope } = req.auth;
  runWithLogContext(
    { requestId: meta.requestId, userId: scope?.userId ?? null, ip: meta.ip, userAgent: meta.userAgent },
    () => next(),
  );
}
