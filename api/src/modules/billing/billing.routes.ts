import { Router } from 'express';
import { DomainError } from '../../platform/errors';
import { nextCursorOf } from '../../platform/graphql/connection';
import { setFileHeaders } from '../../platform/http/file-response';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import { listParams, optionalEnum, optionalInt, positiveIdParam, withDecimalStrings } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { billingStatuses } from './billing.enums';
import { BillingEntryCreateInput, BillingStatusChangeInput } from './billing.input';
import { billingJson } from './billing.json';
import { invoiceDocument } from './invoice-document';

/** The spec's billing calls under /api/v1/billing, plus each entry's PDF invoice. */
export function billingRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/v1/billing',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const page = await services.billing.list(scope, {
        caseId: optionalInt(query, 'caseId'),
        status: optionalEnum(query, 'status', billingStatuses),
        first,
        after,
      });
      const lines = await services.billing.linesOf(page.nodes.map((record) => record.id));
      res.json({
        data: page.nodes.map((record, index) => billingJson(scope, record, lines[index])),
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/v1/billing',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const entry = await services.billing.create(
        scope,
        await parseInput(BillingEntryCreateInput, withDecimalStrings(req.body ?? {}, ['amount'])),
      );
      res
        .status(201)
        .json({ success: true, message: 'Billing entry created successfully', data: billingJson(scope, entry, []) });
    }),
  );

  router.patch(
    '/api/v1/billing/:id/status',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Billing entry');
      try {
        const input = await parseInput(BillingStatusChangeInput, { ...(req.body ?? {}), id });
        const entry = await services.billing.changeStatus(scope, input);
        const [lines] = await services.billing.linesOf([entry.id]);
        res.json({
          success: true,
          message: 'Billing status updated successfully',
          data: billingJson(scope, entry, lines),
        });
      } catch (error) {
        // The spec's failure text, followed by the reason.
        if (error instanceof DomainError)
          throw new DomainError(error.code, `Failed to update billing status: ${error.message}`, error.fieldErrors);
        throw error;
      }
    }),
  );

  router.get(
    '/api/v1/billing/:id/invoice.pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const facts = await services.billing.invoiceFacts(scope, positiveIdParam(String(req.params.id), 'Billing entry'));
      const invoice = invoiceDocument(facts);
      const branding = await services.clinicProfile.letterheadOf(facts.entry.clinicId);
      const pdf = await renderBusinessDocument({ ...invoice, letterhead: { ...invoice.letterhead, ...branding } });
      setFileHeaders(res, {
        fileName: `invoice-${facts.entry.invoiceNumber}.pdf`,
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
