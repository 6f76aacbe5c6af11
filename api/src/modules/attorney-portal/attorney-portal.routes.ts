import { Router } from 'express';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/** The attorney's dashboard, and Export Report: the attorney's cases as a CSV download. */
export function attorneyPortalRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/attorney-portal/dashboard',
    rest(async (req, res) => {
      res.json(await services.attorneyDashboard.dashboard(requireScope(req)));
    }),
  );
  router.get(
    '/api/attorney-portal/cases.csv',
    rest(async (req, res) => {
      const csv = await services.attorneyPortal.casesCsv(requireScope(req));
      const date = new Date().toISOString().slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="cases-${date}.csv"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(csv);
    }),
  );
  return router;
}
