import { Router } from 'express';
import { OperatorArea } from '../../platform/access/operator-areas';
import { setFileHeaders } from '../../platform/http/file-response';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { positiveIdParam, withDecimalStrings } from '../../platform/rest/params';
import { requireOperatorArea, rest } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { parseHistoryRange } from '../billing-controls/history-range';
import { payoutStatementDocument } from './payout-statement';
import { SalesPayoutInput, SalesRepresentativeInput } from './sales.input';
import { salesCommissionJson, salesLeadJson, salesRepresentativeJson } from './sales.json';

const repBody = (body: unknown) =>
  withDecimalStrings(body, ['commissionRate', 'flatAmount', 'monthlyQuota']) as Record<string, unknown>;

/** The spec's sales calls under /api/admin/sales (each list `{ data: [...] }`), super admin only, on the GraphQL services. */
export function salesRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/admin/sales/representatives',
    rest(async (req, res) => {
      const reps = await services.salesRepresentatives.list(requireOperatorArea(req, OperatorArea.sales));
      res.json({ data: reps.map(salesRepresentativeJson) });
    }),
  );

  router.get(
    '/api/admin/sales/commissions',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const commissions = await services.salesCommissions.list(scope, parseHistoryRange(req.query.range));
      res.json({ data: commissions.map(salesCommissionJson) });
    }),
  );

  router.get(
    '/api/admin/sales/leads',
    rest(async (req, res) => {
      const leads = await services.salesLeads.list(requireOperatorArea(req, OperatorArea.sales));
      res.json({ data: leads.map(salesLeadJson) });
    }),
  );

  router.post(
    '/api/admin/sales/representatives',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const input = await parseInput(SalesRepresentativeInput, repBody(req.body));
      const rep = await services.salesRepresentatives.create(scope, input);
      res.status(201).json({ success: true, data: salesRepresentativeJson(rep) });
    }),
  );

  router.patch(
    '/api/admin/sales/representatives/:id',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const id = positiveIdParam(String(req.params.id), 'Sales representative');
      const input = await parseInput(SalesRepresentativeInput, repBody(req.body));
      const rep = await services.salesRepresentatives.update(scope, id, input);
      res.json({ success: true, data: salesRepresentativeJson(rep) });
    }),
  );

  router.post(
    '/api/admin/sales/commissions/:id/approve',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const id = positiveIdParam(String(req.params.id), 'Commission');
      const commission = await services.salesCommissions.approve(scope, id);
      res.json({ success: true, data: salesCommissionJson(commission) });
    }),
  );

  router.post(
    '/api/admin/sales/payouts/process',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const input = await parseInput(SalesPayoutInput, req.body);
      const payout = await services.salesCommissions.processPayout(scope, input.salesRepId);
      res.json({ success: true, data: { ...payout, total: Number(payout.total) } });
    }),
  );

  router.get(
    '/api/admin/sales/payouts/:id/statement.pdf',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.sales);
      const id = positiveIdParam(String(req.params.id), 'Payout');
      const { payout, lines } = await services.salesCommissions.payoutWithLines(scope, id);
      const pdf = await renderBusinessDocument(payoutStatementDocument(payout, lines));
      setFileHeaders(res, {
        fileName: `payout-${payout.id}-statement.pdf`,
        contentType: 'application/pdf',
        length: pdf.length,
        disposition: 'inline',
        sandbox: false,
      });
      res.end(pdf);
    }),
  );

  return router;
}
