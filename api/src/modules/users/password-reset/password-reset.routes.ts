import { Router } from 'express';
import { rest } from '../../../platform/rest/rest-handler';
import { parseInput } from '../../../platform/validation/validate-input';
import type { Services } from '../../../services';
import { signInPathFor } from '../sign-in-path';
import { PasswordResetRequestInput } from './password-reset.types';

/**
 * Forgot password for REST clients (public), the same services and rules as GraphQL:
 * POST /api/auth/password-reset (email) and POST /api/auth/password-reset/complete (token, password).
 */
export function passwordResetRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/auth/password-reset',
    rest(async (req, res) => {
      const input = await parseInput(PasswordResetRequestInput, req.body);
      res.json({ success: true, message: await services.passwordResets.request(input.email, req.auth.meta) });
    }),
  );
  router.post(
    '/api/auth/password-reset/complete',
    rest(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const text = (value: unknown) => (typeof value === 'string' ? value : '');
      const account = await services.passwordResets.complete(text(body.token), text(body.password), req.auth.meta);
      res.json({ success: true, data: { email: account.email, signInPath: signInPathFor(account.role) } });
    }),
  );
  return router;
}
