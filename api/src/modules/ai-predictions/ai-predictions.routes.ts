import { Router } from 'express';
import { InputError } from '../../platform/errors';
import { optionalInt } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';

/** GET /api/ai/predictions?caseId=: the same answer as `casePredictions`. */
export function aiPredictionRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/ai/predictions',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const caseId = optionalInt(req.query as Record<string, unknown>, 'caseId');
      if (caseId === null) throw InputError.field('caseId', 'caseId is required');
      if (caseId < 1) throw InputError.field('caseId', 'caseId must be a positive whole number');
      res.json({ data: await services.aiPredictions.casePredictions(scope, caseId) });
    }),
  );
  return router;
}
