import { Router } from 'express';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/** GET /api/documents/:id/analysis: the document's analysis (`data` null when it was never analysed). */
export function aiDocumentRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/documents/:id/analysis',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const analysis = await services.aiDocuments.forDocument(
        scope,
        positiveIdParam(String(req.params.id), 'Document'),
      );
      res.json({ data: analysis });
    }),
  );
  return router;
}
