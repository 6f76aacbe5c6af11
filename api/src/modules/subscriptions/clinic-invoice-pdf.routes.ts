import { Router } from 'express';
import { setFileHeaders } from '../../platform/http/file-response';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/** A clinic invoice's PDF: the operator's Payments tab and the clinic admin's console link here. */
export function clinicInvoicePdfRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/billing/clinic-invoices/:invoiceId/pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const invoiceId = positiveIdParam(String(req.params.invoiceId), 'Invoice');
      const { fileName, pdf } = await services.clinicInvoicePdf.render(scope, invoiceId);
      setFileHeaders(res, {
        fileName,
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
