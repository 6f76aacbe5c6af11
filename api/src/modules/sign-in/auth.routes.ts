import { Router, type Request } from 'express';
import { safeReturnPath } from '../../platform/http/return-path';
import { userJson } from '../users/user.json';
import { UnauthenticatedError } from '../../platform/errors';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-cookie';
import { refuseApiToken, rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { LoginType } from '../../platform/auth/login-type';

/** The spec's authentication calls: POST /api/auth/login, GET /api/auth/user, logout, and the login redirects. */
export function authRoutes(services: Services, cookieSecure: boolean): Router {
  const router = Router();

  router.post(
    '/api/auth/login',
    rest(async (req, res) => {
      refuseApiToken(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      const loginType = Object.values(LoginType).includes(body.loginType as LoginType)
        ? (body.loginType as LoginType)
        : null;
      const { userId, token } = await services.auth.login(
        {
          email: typeof body.email === 'string' ? body.email : '',
          password: typeof body.password === 'string' ? body.password : '',
          loginType,
        },
        req.auth.meta,
        req.auth.presentedSessionId,
      );
      setSessionCookie(res, token, cookieSecure);
      res.json({ success: true, data: userJson(null, await services.users.byIdForSession(userId)) });
    }),
  );

  router.get(
    '/api/auth/user',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const user = await services.users.me(scope);
      if (!user) throw new UnauthenticatedError();
      res.json({ success: true, data: userJson(scope, user) });
    }),
  );

  router.post(
    '/api/auth/logout',
    rest(async (req, res) => {
      refuseApiToken(req);
      const scope = req.auth.scope;
      if (scope) await services.auth.logout(scope);
      clearSessionCookie(res, cookieSecure);
      res.json({ success: true });
    }),
  );

  // Full-page redirect targets used by the client when logged out. /api/login starts the default
  // external sign-in when one is configured (the generic provider, then Google, then Apple).
  // A `returnTo` path (checked by safeReturnPath) is carried on, so the sign-in lands where it was asked for.
  const returnQuery = (req: Request) => {
    const returnTo = safeReturnPath(req.query.returnTo);
    return returnTo ? new URLSearchParams({ returnTo }).toString() : null;
  };
  const loginDialogPath = (req: Request) => {
    const query = returnQuery(req);
    return query ? `/?login=true&${query}` : '/?login=true';
  };
  const toLoginDialog = rest(async (req, res) => res.redirect(302, loginDialogPath(req)));
  router.get(
    '/api/login',
    rest(async (req, res) => {
      const provider = services.oidc.defaultProvider();
      const query = returnQuery(req);
      if (!provider) return res.redirect(302, loginDialogPath(req));
      res.redirect(302, `/api/auth/oidc/${provider}/start${query ? `?${query}` : ''}`);
    }),
  );
  router.get('/api/auth/login', toLoginDialog);

  return router;
}
