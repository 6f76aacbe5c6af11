import { Router } from 'express';
import { setFileHeaders } from '../../platform/http/file-response';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { claim837p } from './claim-837p';
import { renderCms1500 } from './cms1500-document';

/** A claim's CMS-1500 PDF and 837P file (same session, same scope as the claim itself). */
export function claimRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/claims/:id/cms1500.pdf',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const facts = await services.claims.documentFacts(
        scope,
        positiveIdParam(String(req.params.id), 'Claim'),
        'cms1500',
      );
      const pdf = await renderCms1500(facts, new Date().toISOString().slice(0, 10));
      setFileHeaders(res, {
        fileName: `cms1500-${facts.claim.claimNumber}.pdf`,
        contentType: 'application/pdf',
        length: pdf.length,
        disposition: 'inline',
        sandbox: false,
      });
      res.end(pdf);
    }),
  );

  router.get(
    '/api/claims/:id/837p',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const facts = await services.claims.documentFacts(scope, positiveIdParam(String(req.params.id), 'Claim'), '837p');
      const file = Buffer.from(claim837p(facts, new Date()), 'utf8');
      setFileHeaders(res, {
        fileName: `837p-${facts.claim.claimNumber}.txt`,
        contentType: 'text/plain; charset=utf-8',
        length: file.length,
        disposition: 'attachment',
        sandbox: true,
      });
      res.end(file);
    }),
  );

  return router;
}
