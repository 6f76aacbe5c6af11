import { Router } from 'express';
import { userJson } from '../../users/user.json';
import { clearSessionCookie, setSessionCookie } from '../../../platform/http/session-cookie';
import { refuseApiToken, requireSuperAdmin, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { parseInput } from '../../../platform/validation/validate-input';
import { challengeView } from './super-admin-sign-in.resolver';
import { SecondFactorInput, SuperAdminSignInInput } from './super-admin-sign-in.types';

/** The super admin's sign-in (password, then second factor), auth check and logout under /superadmin/api. */
export function superAdminAuthRoutes(services: Services, cookieSecure: boolean): Router {
  const router = Router();

  router.post(
    '/superadmin/api/login',
    rest(async (req, res) => {
      refuseApiToken(req);
      const input = await parseInput(SuperAdminSignInInput, req.body);
      const { token, challenge } = await services.superAdminSignIn.signIn(
        input,
        req.auth.meta,
        req.auth.presentedSessionId,
      );
      setSessionCookie(res, token, cookieSecure);
      const view = challengeView(challenge);
      res.json({ success: true, secondFactor: view.step, ...(view.enrollment ? { enrollment: view.enrollment } : {}) });
    }),
  );

  router.post(
    '/superadmin/api/verify',
    rest(async (req, res) => {
      refuseApiToken(req);
      const input = await parseInput(SecondFactorInput, req.body);
      const verified = await services.superAdminSignIn.verify(req.auth.presentedSessionId, input, req.auth.meta);
      setSessionCookie(res, verified.token, cookieSecure);
      res.json({
        success: true,
        data: userJson(null, await services.users.byIdForSession(verified.userId)),
        ...(verified.recoveryCodes ? { recoveryCodes: verified.recoveryCodes } : {}),
      });
    }),
  );

  router.get(
    '/superadmin/api/auth-check',
    rest(async (req, res) => {
      const scope = requireSuperAdmin(req);
      res.json({ success: true, data: userJson(scope, await services.users.byIdForSession(scope.userId)) });
    }),
  );

  router.post(
    '/superadmin/api/logout',
    rest(async (req, res) => {
      refuseApiToken(req);
      if (req.auth.scope) await services.auth.logout(req.auth.scope);
      else if (req.auth.presentedSessionId) await services.sessions.destroy(req.auth.presentedSessionId);
      clearSessionCookie(res, cookieSecure);
      res.json({ success: true });
    }),
  );

  return router;
}
