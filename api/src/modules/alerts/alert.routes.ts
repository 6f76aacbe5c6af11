import { Router } from 'express';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { ClinicAlertSettingsInput, StatutePeriodInput } from './alert.input';

/**
 * The alert calls, through the same service and rules as GraphQL: GET /api/cases/:id/alerts, GET
 * /api/alerts, GET|PUT /api/clinic/alert-settings, GET /api/statute-periods, PUT|DELETE
 * /api/statute-periods/:state. Answers in the spec's shape: {success, data}.
 */
export function alertRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/cases/:id/alerts',
    rest(async (req, res) => {
      const board = await services.caseAlerts.board(requireScope(req), positiveIdParam(String(req.params.id), 'Case'));
      res.json({ success: true, data: board });
    }),
  );

  router.get(
    '/api/alerts',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.caseAlerts.overview(requireScope(req)) });
    }),
  );

  router.get(
    '/api/clinic/alert-settings',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.caseAlerts.settings(requireScope(req)) });
    }),
  );

  router.put(
    '/api/clinic/alert-settings',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(ClinicAlertSettingsInput, req.body ?? {});
      res.json({ success: true, data: await services.caseAlerts.updateSettings(scope, input) });
    }),
  );

  router.get(
    '/api/statute-periods',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.caseAlerts.statutePeriods(requireScope(req)) });
    }),
  );

  router.put(
    '/api/statute-periods/:state',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(StatutePeriodInput, { ...(req.body ?? {}), state: String(req.params.state) });
      res.json({ success: true, data: await services.caseAlerts.setStatutePeriod(scope, input) });
    }),
  );

  router.delete(
    '/api/statute-periods/:state',
    rest(async (req, res) => {
      const scope = requireScope(req);
      res.json({
        success: true,
        data: await services.caseAlerts.resetStatutePeriod(scope, String(req.params.state)),
      });
    }),
  );

  return router;
}
