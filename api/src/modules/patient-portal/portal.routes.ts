import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { Services } from '../../services';
import { setFileHeaders } from '../../platform/http/file-response';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';

/** The patient's REST (decision 410: the only /api paths a patient may call): their views and a shared document's bytes. */
export function portalRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/portal/appointments',
    rest(async (req, res) => {
      const scope = requireScope(req);
      res.json({ success: true, data: await services.portal.appointments(scope, req.query.past === 'true') });
    }),
  );

  router.get(
    '/api/portal/statement',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.portal.statement(requireScope(req)) });
    }),
  );

  router.get(
    '/api/portal/documents',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.portal.documents(requireScope(req)) });
    }),
  );

  router.get(
    '/api/portal/documents/:id/download',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const file = await services.portal.openDocument(scope, positiveIdParam(String(req.params.id), 'Document'));
      res.status(200);
      setFileHeaders(res, {
        fileName: file.fileName,
        contentType: file.fileType,
        length: file.fileSize,
        disposition: 'attachment',
        sandbox: true,
      });
      try {
        await pipeline(file.stream, res);
      } catch {
        res.destroy();
      }
    }),
  );

  return router;
}
