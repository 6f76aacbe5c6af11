import { Router } from 'express';
import { OperatorArea } from '../../platform/access/operator-areas';
import { contentDisposition } from '../../platform/http/file-response';
import { requireOperatorArea, requireSuperAdmin, rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { responseSink } from './backup/backup-sink';
import { backupLimits } from './backup/platform-backup.service';

/** The spec's GET /superadmin/api/stats and /superadmin/api/export (super admin with a verified second factor). */
export function platformOverviewRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/superadmin/api/stats',
    rest(async (req, res) => {
      res.json({
        success: true,
        data: await services.platformOverview.stats(requireOperatorArea(req, OperatorArea.overview)),
      });
    }),
  );

  // Streamed (chunked, no Content-Length); errors before the first byte are ordinary JSON errors.
  router.get(
    '/superadmin/api/export',
    rest(async (req, res) => {
      // Export All Data holds every tenant's records: the super admin's alone, never an area (decision 441).
      const scope = requireSuperAdmin(req);
      // Express sends HEAD here too; a HEAD must not run (and audit) a whole export.
      if (req.method === 'HEAD') {
        res.status(405).setHeader('Allow', 'GET').end();
        return;
      }
      await services.platformBackup.export(scope, ({ fileName }) => {
        res.status(200);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', 'private, no-store');
        return responseSink(res, backupLimits.maxStallMs);
      });
    }),
  );

  return router;
}
