import { Router } from 'express';
import { rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { signInPathFor } from '../sign-in-path';

/** POST /api/invitations/accept (public): the set-password page's call, for REST clients. */
export function invitationRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/invitations/accept',
    rest(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const account = await services.invitations.accept(text(body.token), text(body.password), req.auth.meta);
      res.json({
        success: true,
        data: { email: account.email, role: account.role, signInPath: signInPathFor(account.role) },
      });
    }),
  );
  return router;
}
