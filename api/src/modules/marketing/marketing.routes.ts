import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, parseQuery } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { MarketingLeadFilter, MarketingLeadInput } from './marketing.input';

/**
 * The integrator's REST calls (same services and rules as GraphQL): GET/POST /api/marketing/leads,
 * GET /api/marketing/campaigns, GET /api/marketing/analytics, POST /api/marketing/audiences.
 */
export function marketingRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/marketing/leads',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const filter = await parseQuery(MarketingLeadFilter, query, { status: 'text', source: 'text', search: 'text' });
      const page = await services.marketingLeads.list(scope, { filter, first, after });
      res.json({ success: true, data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.post(
    '/api/marketing/leads',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const lead = await services.marketingLeads.create(scope, await parseInput(MarketingLeadInput, req.body));
      res.status(201).json({ success: true, data: lead });
    }),
  );

  router.get(
    '/api/marketing/campaigns',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.marketingCampaigns.list(requireScope(req)) });
    }),
  );

  router.post(
    '/api/marketing/audiences',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const body = (req.body ?? {}) as Record<string, unknown>;
      // The filter's vocabulary is checked by the service (any other key, e.g. a diagnosis, is refused).
      const name = typeof body.name === 'string' ? body.name : '';
      res.status(201).json({
        success: true,
        data: await services.marketingCampaigns.createAudience(scope, { name, filter: body.filter }),
      });
    }),
  );

  router.get(
    '/api/marketing/analytics',
    rest(async (req, res) => {
      res.json({ success: true, data: await services.marketingAnalytics.get(requireScope(req)) });
    }),
  );

  return router;
}
