import { Router, urlencoded, type Request, type Response } from 'express';
import { requestMetaOf } from '../../../platform/http/request-meta';
import { sessionTokenOf, setSessionCookie } from '../../../platform/http/session-cookie';
import { rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { LoginType } from '../../../platform/auth/login-type';
import { sessionIdOf } from '../../../platform/auth/session-token';
import { attemptTokenOf, clearAttemptCookie, setAttemptCookie } from '../../../platform/auth/oidc/oidc-attempts';
import { isOidcProviderId } from '../../../platform/auth/oidc/oidc-provider-ids';
import { callbackParamNames } from '../../../platform/auth/oidc/oidc.service';
import { safeReturnPath } from '../../../platform/http/return-path';

/** Where the browser lands after an external sign-in, and where a refusal sends it (with `loginError`). */
export const afterSignInPath = '/dashboard';
/** A refusal opens the login dialog with the reason, still returning to the page that asked (when there was one). */
const refusedPath = (code: string, returnTo: string | null = null) => {
  const safe = safeReturnPath(returnTo);
  return `/?login=true&loginError=${encodeURIComponent(code)}${safe ? `&returnTo=${encodeURIComponent(safe)}` : ''}`;
};

/** The callback's parameters, first value of each, from a query string or a form body. */
function pickCallbackParams(source: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of callbackParamNames) {
    const raw = source[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') params[name] = value.slice(0, 4096);
  }
  return params;
}

/**
 * External sign-in (OpenID Connect), mounted before the REST shim's JSON-only CSRF guard:
 *
 * - GET  /api/auth/oidc/:provider/start     records the attempt, sets its cookie, 302 to the provider
 * - GET  /api/auth/oidc/:provider/callback  checks the answer, opens the session, 302 to the page that
 *   asked for the sign-in (`returnTo` of the start, a same-origin path) or /dashboard
 * - POST /api/auth/oidc/:provider/callback  Apple's form_post: a 303 to the GET callback with the
 *   same parameters. It reads no cookie and changes nothing (the GET callback does, bound to the
 *   attempt cookie, which a cross-site POST would not carry), so it needs no CSRF rule of its own.
 *
 * Nothing here answers JSON: every outcome is a redirect the browser follows.
 */
export function oidcRoutes(services: Services, cookieSecure: boolean): Router {
  const router = Router();

  router.get(
    '/api/auth/oidc/:provider/start',
    rest(async (req, res) => {
      const requested = req.query.loginType;
      const loginType =
        requested === LoginType.attorney || requested === LoginType.provider ? (requested as LoginType) : null;
      const returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : null;
      const started = await services.oidc.start(String(req.params.provider), loginType, requestMetaOf(req), returnTo);
      res.setHeader('Cache-Control', 'no-store');
      if (!started.ok) return res.redirect(302, refusedPath(started.code, returnTo));
      setAttemptCookie(res, started.attemptToken, cookieSecure);
      res.redirect(302, started.url);
    }),
  );

  const finish = async (req: Request, res: Response) => {
    const sessionToken = sessionTokenOf(req);
    const finished = await services.oidc.finish(
      String(req.params.provider),
      pickCallbackParams(req.query as Record<string, unknown>),
      attemptTokenOf(req),
      requestMetaOf(req),
      sessionToken ? sessionIdOf(sessionToken) : null,
    );
    res.setHeader('Cache-Control', 'no-store');
    clearAttemptCookie(res, cookieSecure);
    if (!finished.ok) return res.redirect(302, refusedPath(finished.code, finished.returnTo));
    setSessionCookie(res, finished.token, cookieSecure);
    res.redirect(302, finished.returnTo ?? afterSignInPath);
  };
  router.get('/api/auth/oidc/:provider/callback', rest(finish));

  router.post(
    '/api/auth/oidc/:provider/callback',
    urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }),
    rest(async (req, res) => {
      const provider = String(req.params.provider);
      const params = new URLSearchParams(pickCallbackParams((req.body ?? {}) as Record<string, unknown>));
      res.setHeader('Cache-Control', 'no-store');
      if (!isOidcProviderId(provider)) return res.redirect(303, refusedPath('not_configured'));
      res.redirect(303, `/api/auth/oidc/${provider}/callback?${params}`);
    }),
  );

  return router;
}
