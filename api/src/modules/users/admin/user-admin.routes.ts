import { Router, type Request } from 'express';
import { OperatorArea } from '../../../platform/access/operator-areas';
import { requireOperatorArea, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { parseInput } from '../../../platform/validation/validate-input';
import { adminUserPage } from './admin-user-page';
import { AdminAccountCreateInput, AdminUserRoleBody, AdminUserStatusBody } from './admin-user.inputs';

export const forceLogoutMessage = 'User sessions terminated successfully';

const userIdOf = (req: Request) => String(req.params.id);

/** The spec's /superadmin/api user calls (super admin with a verified second factor), on the same service as GraphQL. */
export function userAdminRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/superadmin/api/users',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.users);
      const page = await adminUserPage(services, scope, req.query as Record<string, unknown>);
      res.json({ success: true, data: page.nodes, totalCount: page.totalCount, nextCursor: page.nextCursor });
    }),
  );

  router.put(
    '/superadmin/api/users/:id/role',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.users);
      const body = await parseInput(AdminUserRoleBody, req.body);
      const user = await services.userAdmin.setRole(scope, userIdOf(req), body.role, {
        clinicId: body.clinicId,
        attorneyId: body.attorneyId,
      });
      res.json({ success: true, data: user });
    }),
  );

  router.put(
    '/superadmin/api/users/:id/status',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.users);
      const body = await parseInput(AdminUserStatusBody, req.body);
      res.json({ success: true, data: await services.userAdmin.setActive(scope, userIdOf(req), body.isActive) });
    }),
  );

  router.post(
    '/superadmin/api/users/:id/logout',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.users);
      const result = await services.userAdmin.forceLogout(scope, userIdOf(req));
      res.json({ success: true, message: forceLogoutMessage, data: result });
    }),
  );

  router.post(
    '/superadmin/api/accounts',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.users);
      const input = await parseInput(AdminAccountCreateInput, req.body);
      const { user, invitation } = await services.userAdmin.createAccount(scope, input);
      res.status(201).json({ success: true, data: user, invitation });
    }),
  );

  return router;
}
