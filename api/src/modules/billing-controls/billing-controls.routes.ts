import { Router } from 'express';
import { OperatorArea } from '../../platform/access/operator-areas';
import { nextCursorOf } from '../../platform/graphql/connection';
import { SearchArgs } from '../../platform/graphql/search-args';
import { listParams, parseQuery, positiveIdParam, withDecimalStrings } from '../../platform/rest/params';
import { requireOperatorArea, rest } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { BillingAdjustmentInput, BillingCancelInput } from './billing-controls.input';
import { billingAdjustmentJson, billingRecordJson, paymentHistoryJson } from './billing-controls.json';
import { parseHistoryRange } from './history-range';

/** A body the spec does not show (cancel, retry): absent or empty is an empty object. */
const bodyOrEmpty = (body: unknown): unknown =>
  body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0) ? {} : body;

/**
 * The spec's billing-controls calls under /api/admin/billing (JSON `{ data: [...] }`): super admin
 * only, on the services the Billing tab's GraphQL uses. Lists are pages like every REST list's
 * (`limit`, at most 100 and 100 unless given, and `cursor`, the previous answer's `nextCursor`).
 */
const pageOf = (query: Record<string, unknown>): [number, string | null] => {
  const { first, after } = listParams(query, 100);
  return [first, after];
};

export function billingControlsRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/admin/billing/records',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const query = req.query as Record<string, unknown>;
      const { search } = await parseQuery(SearchArgs, query, { search: 'text' });
      const page = await services.billingControls.records(scope, null, ...pageOf(query), search ?? null);
      res.json({ success: true, data: page.nodes.map(billingRecordJson), nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.get(
    '/api/admin/billing/history',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const query = req.query as Record<string, unknown>;
      const page = await services.billingControls.history(scope, parseHistoryRange(query.range), ...pageOf(query));
      res.json({ success: true, data: page.nodes.map(paymentHistoryJson), nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.get(
    '/api/admin/billing/adjustments',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const query = req.query as Record<string, unknown>;
      const page = await services.billingControls.adjustments(scope, ...pageOf(query));
      res.json({
        success: true,
        data: page.nodes.map(billingAdjustmentJson),
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/admin/billing/adjustments',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const input = await parseInput(BillingAdjustmentInput, withDecimalStrings(req.body, ['amount']));
      const adjustment = await services.billingActions.applyAdjustment(scope, input);
      res.status(201).json({ success: true, data: billingAdjustmentJson(adjustment) });
    }),
  );

  router.post(
    '/api/admin/billing/subscriptions/:clinicId/cancel',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const clinicId = positiveIdParam(String(req.params.clinicId), 'Clinic');
      const input = await parseInput(BillingCancelInput, bodyOrEmpty(req.body));
      const record = await services.billingActions.cancelSubscription(scope, clinicId, input.reason);
      res.json({ success: true, data: billingRecordJson(record) });
    }),
  );

  router.post(
    '/api/admin/billing/payments/:clinicId/retry',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.billing);
      const clinicId = positiveIdParam(String(req.params.clinicId), 'Clinic');
      const { payment, record } = await services.billingActions.retryPayment(scope, clinicId);
      res.json({
        success: true,
        data: { payment: payment ? paymentHistoryJson(payment) : null, record: billingRecordJson(record) },
      });
    }),
  );

  return router;
}
