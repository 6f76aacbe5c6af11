import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { NotFoundError } from '../../platform/errors';
import { SearchArgs } from '../../platform/graphql/search-args';
import { listParams, parseQuery, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { AttorneyCreateInput } from './attorney.input';
import { attorneyDetailJson, attorneyJson } from './attorney.json';

/** The spec's attorney calls: GET/POST /api/attorneys, GET /api/attorneys/:id (with its case count and cases). */
export function attorneyRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/attorneys',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { search } = await parseQuery(SearchArgs, query, { search: 'text' });
      const params = listParams(query);
      const [page, total] = await Promise.all([
        services.attorneys.list(scope, search, params.first, params.after),
        services.attorneys.count(scope, search),
      ]);
      res.json({
        data: page.nodes.map((record) => attorneyJson(scope, record)),
        total,
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/attorneys',
    rest(async (req, res) => {
      const scope = requireScope(req);
      // The spec's client also sends hasAccount; accounts are created by the operator, so it is ignored.
      const { hasAccount: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
      const attorney = await services.attorneys.create(scope, await parseInput(AttorneyCreateInput, body));
      res.status(201).json(attorneyJson(scope, attorney));
    }),
  );

  router.get(
    '/api/attorneys/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const attorney = await services.attorneys.findById(scope, positiveIdParam(String(req.params.id), 'Attorney'));
      if (!attorney) throw new NotFoundError('Attorney');
      const cases = await services.cases.forAttorney(scope, attorney.id);
      res.json(attorneyDetailJson(scope, attorney, cases));
    }),
  );

  return router;
}
