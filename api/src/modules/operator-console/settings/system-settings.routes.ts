import { Router } from 'express';
import { OperatorArea } from '../../../platform/access/operator-areas';
import { requireOperatorArea, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';

/** The spec's GET /superadmin/api/settings: the platform settings in force. */
export function systemSettingsRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/superadmin/api/settings',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.settings);
      res.json({ success: true, data: await services.systemSettings.read(scope) });
    }),
  );
  return router;
}
