import { Router } from 'express';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

export function dashboardRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/dashboard/stats',
    rest(async (req, res) => {
      res.json(await services.dashboard.stats(requireScope(req)));
    }),
  );
  return router;
}
