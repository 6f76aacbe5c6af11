import { Router } from 'express';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { AnalysisStatus } from '../ai/ai.enums';
import { CaseAnalyzeInput } from './case-analysis.input';

/**
 * The spec's AI calls of this part: GET /api/ai/config, GET /api/ai/insights (clinic users) and
 * POST /api/ai/analyze-case ({ caseId, analysisType }; a failed analysis answers 500 with the stored row).
 */
export function aiInsightsRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/ai/config',
    rest(async (req, res) => {
      res.json(await services.aiInsights.config(requireScope(req)));
    }),
  );

  router.get(
    '/api/ai/insights',
    rest(async (req, res) => {
      res.json(await services.aiInsights.clinicInsights(requireScope(req)));
    }),
  );

  router.post(
    '/api/ai/analyze-case',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const analysis = await services.caseAnalysis.analyze(scope, await parseInput(CaseAnalyzeInput, req.body ?? {}));
      if (analysis.status === AnalysisStatus.failed) res.status(500).json({ message: analysis.error, data: analysis });
      else res.status(201).json({ data: analysis });
    }),
  );

  return router;
}
