import { Router } from 'express';
import { NotFoundError } from '../../platform/errors';
import { setFileHeaders } from '../../platform/http/file-response';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { settlementStatementDocument } from './settlement-document';
import {
  SettlementConfirmInput,
  SettlementDisputeInput,
  SettlementStatementInput,
  statementInputFromBody,
} from './settlement.input';

const objectBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * The settlement calls, through the same service and input rules as GraphQL: GET /api/cases/:id/settlement,
 * POST /api/cases/:id/settlement (record or revise), POST /api/settlement-statements/:id/confirm,
 * POST /api/settlement-statements/:id/dispute {reason}, GET /api/settlement-statements/:id/statement.pdf.
 */
export function settlementRoutes(services: Services): Router {
  const router = Router();
  const caseIdOf = (raw: unknown) => positiveIdParam(String(raw), 'Case');
  const statementIdOf = (raw: unknown) => positiveIdParam(String(raw), 'Settlement statement');

  router.get(
    '/api/cases/:id/settlement',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.settlement.get(requireScope(req), caseIdOf(req.params.id)) });
    }),
  );

  router.post(
    '/api/cases/:id/settlement',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const caseId = caseIdOf(req.params.id);
      const body = objectBody(req.body);
      const input = await parseInput(SettlementStatementInput, { ...statementInputFromBody(body), caseId });
      res.status(201).json({ success: true, data: await services.settlement.record(scope, input) });
    }),
  );

  router.post(
    '/api/settlement-statements/:id/confirm',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const statementId = statementIdOf(req.params.id);
      const input = await parseInput(SettlementConfirmInput, { ...objectBody(req.body), statementId });
      res.json({ success: true, data: await services.settlement.confirm(scope, input) });
    }),
  );

  router.post(
    '/api/settlement-statements/:id/dispute',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const statementId = statementIdOf(req.params.id);
      const input = await parseInput(SettlementDisputeInput, { ...objectBody(req.body), statementId });
      res.json({ success: true, data: await services.settlement.dispute(scope, input) });
    }),
  );

  router.get(
    '/api/settlement-statements/:id/statement.pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const statementId = positiveIdParam(String(req.params.id), 'Settlement statement');
      const found = await services.settlement.statementForDocument(scope, statementId);
      if (!found) throw new NotFoundError('Settlement statement');
      const pdf = await renderBusinessDocument(settlementStatementDocument(found.settlement, found.statement));
      setFileHeaders(res, {
        fileName: `settlement-statement-${found.settlement.caseNumber}-v${found.statement.version}.pdf`,
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
