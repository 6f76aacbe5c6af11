import { Router } from 'express';
import { clearSessionCookie } from '../../platform/http/session-cookie';
import { requireScope, rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/**
 * GET /api/test-data: the page's figures; POST /api/test-data/reset: the demo reset (decisions
 * 475-479). Both 404 outside demo mode (before anything else) and 403 for non-super-admins.
 */
export function testDataRoutes(services: Services, cookieSecure: boolean): Router {
  const router = Router();
  router.get(
    '/api/test-data',
    rest(async (req, res) => {
      services.testData.assertAvailable();
      res.json({ success: true, data: await services.testData.summary(requireScope(req)) });
    }),
  );
  router.post(
    '/api/test-data/reset',
    rest(async (req, res) => {
      services.testData.assertAvailable();
      const result = await services.demoReset.reset(requireScope(req));
      // Everyone is signed out, the caller too: the session went with the sessions table.
      clearSessionCookie(res, cookieSecure);
      res.json({ success: true, data: result });
    }),
  );
  return router;
}
