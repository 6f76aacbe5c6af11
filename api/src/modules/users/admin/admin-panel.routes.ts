import { Router } from 'express';
import { requireSuperAdmin, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { adminUserPage } from './admin-user-page';
import type { AdminUser } from './admin-user.types';

/**
 * A user as the simple admin panel's table shows it: who, role, where they belong (clinic or attorney
 * record), whether they may sign in. Nothing about passwords, invitations or sign-in providers.
 */
export function panelUserJson(user: AdminUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    role: user.role,
    isActive: user.isActive,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
    clinic: user.clinicId === null ? null : { id: user.clinicId, name: user.clinicName },
    attorney:
      user.attorneyId === null
        ? null
        : { id: user.attorneyId, name: user.attorneyName, firmName: user.attorneyFirmName },
  };
}

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
        data: page.nodes.map(panelUserJson),
        totalCount: page.totalCount,
        nextCursor: page.nextCursor,
      });
    }),
  );

  return router;
}
