import { Router } from 'express';
import { requireSuperAdmin, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { adminUserPage } from './admin-user-page';
import { panelUserJson } from './admin-panel.json';

/**
 * The simple admin panel's user list (GET /api/admin/users): super admin only on the server, whatever
 * the client shows, on the same service as the Users tab. The panel's clinic calls live with the
 * clinics (clinic-admin.routes.ts).
 */
export function adminPanelRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/admin/users',
    rest(async (req, res) => {
      const scope = requireSuperAdmin(req);
      const page = await adminUserPage(services, scope, req.query as Record<string, unknown>);
      res.json({
        success: true,
        data: page.nodes.map((user) => panelUserJson(scope, user)),
        totalCount: page.totalCount,
        nextCursor: page.nextCursor,
      });
    }),
  );

  return router;
}
