import { Router } from 'express';
import { OperatorArea } from '../../../platform/access/operator-areas';
import { positiveIdParam, withDecimalStrings, withoutReadOnlyFields } from '../../../platform/rest/params';
import { requireOperatorArea, requireSuperAdmin, rest } from '../../../platform/rest/rest-handler';
import type { Services } from '../../../services';
import { parseInput } from '../../../platform/validation/validate-input';
import { AdminClinicBillingInput, AdminClinicCreateInput, AdminClinicUpdateInput } from './clinic-admin.input';
import { adminClinicJson, panelClinicJson } from './clinic-admin.json';

/** The spec names a new clinic's plan and status `plan` and `status`; the inputs call them as the clinic does. */
function withClinicFieldNames(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { plan, status, ...rest } = body as Record<string, unknown>;
  return {
    ...rest,
    ...(plan !== undefined && rest.subscriptionPlan === undefined ? { subscriptionPlan: plan } : {}),
    ...(status !== undefined && rest.billingStatus === undefined ? { billingStatus: status } : {}),
  };
}

/**
 * The Clinics tab's calls under /superadmin/api, and the simple admin panel's clinic calls under
 * /api/admin (the same rule: super admin with a verified second factor, whatever the client shows).
 */
export function clinicAdminRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/superadmin/api/clinics',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.clinics);
      const clinics = await services.clinicAdmin.all(scope);
      res.json({ success: true, data: clinics.map((clinic) => adminClinicJson(scope, clinic)) });
    }),
  );

  router.post(
    '/superadmin/api/clinics',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.clinics);
      const body = withDecimalStrings(withClinicFieldNames(req.body), ['monthlyBilling']);
      const clinic = await services.clinicAdmin.create(scope, await parseInput(AdminClinicCreateInput, body));
      res.status(201).json({ success: true, data: adminClinicJson(scope, clinic) });
    }),
  );

  router.put(
    '/superadmin/api/clinics/:id/billing',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.clinics);
      const id = positiveIdParam(String(req.params.id), 'Clinic');
      const body = withDecimalStrings(req.body, ['monthlyBilling']);
      const clinic = await services.clinicAdmin.update(scope, id, await parseInput(AdminClinicUpdateInput, body));
      res.json({ success: true, data: adminClinicJson(scope, clinic) });
    }),
  );

  router.get(
    '/api/admin/clinics',
    rest(async (req, res) => {
      // The simple admin panel (/admin-panel) is the super admin's alone (PRODUCT 9).
      const scope = requireSuperAdmin(req);
      const clinics = await services.clinicAdmin.all(scope);
      res.json({ success: true, data: clinics.map((clinic) => panelClinicJson(scope, clinic)) });
    }),
  );

  router.put(
    '/api/admin/clinics/:clinicId/billing',
    rest(async (req, res) => {
      // The simple admin panel (/admin-panel) is the super admin's alone (PRODUCT 9).
      const scope = requireSuperAdmin(req);
      const id = positiveIdParam(String(req.params.clinicId), 'Clinic');
      // The panel sends the amount it derived itself; the server derives it from the plans table.
      const body = withoutReadOnlyFields(req.body, ['monthlyBillingAmount']);
      const clinic = await services.clinicAdmin.updateBilling(
        scope,
        id,
        await parseInput(AdminClinicBillingInput, body),
      );
      res.json({ success: true, data: panelClinicJson(scope, clinic) });
    }),
  );

  return router;
}
