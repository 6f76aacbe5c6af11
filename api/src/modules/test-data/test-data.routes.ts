import { Router } from 'express';
import { requireScope, rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/** GET /api/test-data: the page's figures; 404 outside demo mode (before anything else), 403 for non-super-admins. */
export function testDataRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/test-data',
    rest(async (req, res) => {
      services.testData.assertAvailable();
      res.json({ success: true, data: await services.testData.summary(requireScope(req)) });
    }),
  );
  return router;
}
