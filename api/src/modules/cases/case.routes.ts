import { Router } from 'express';
import { NotFoundError } from '../../platform/errors';
import { SortDirection, nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalEnum, parseQuery, positiveIdParam, withDecimalStrings } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { CaseSortField } from './case.enums';
import { CaseCreateInput, CaseFilter } from './case.input';
import { caseJson } from './case.json';

/** The spec's case calls: GET/POST /api/cases (?attorneyId=), GET /api/cases/:id, GET /api/v1/cases. */
export function caseRoutes(services: Services): Router {
  const router = Router();

  const list = rest(async (req, res) => {
    const scope = requireScope(req);
    const query = req.query as Record<string, unknown>;
    const filter = await parseQuery(CaseFilter, query, {
      search: 'text',
      status: 'text',
      caseType: 'text',
      attorneyId: 'int',
      patientId: 'int',
    });
    const params = listParams(query);
    const sortBy = optionalEnum(query, 'sortBy', Object.values(CaseSortField)) ?? CaseSortField.createdAt;
    const [page, total, totalInScope] = await Promise.all([
      services.cases.list(scope, {
        filter,
        sortBy,
        sortDirection: params.sortDirection ?? SortDirection.desc,
        first: params.first,
        after: params.after,
      }),
      services.cases.count(scope, filter),
      services.cases.count(scope, null),
    ]);
    res.json({
      data: page.nodes.map((record) => caseJson(scope, record)),
      total,
      totalInScope,
      nextCursor: nextCursorOf(page.pageInfo),
    });
  });
  router.get('/api/cases', list);
  router.get('/api/v1/cases', list);

  router.get(
    '/api/cases/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const record = await services.cases.findById(scope, positiveIdParam(String(req.params.id), 'Case'));
      if (!record) throw new NotFoundError('Case');
      res.json(caseJson(scope, record));
    }),
  );

  router.post(
    '/api/cases',
    rest(async (req, res) => {
      const scope = requireScope(req);
      // The spec's client sends a caseNumber it counted itself; the server assigns the real one.
      const { caseNumber: _ignored, ...body } = (req.body ?? {}) as Record<string, unknown>;
      const record = await services.cases.create(
        scope,
        await parseInput(CaseCreateInput, withDecimalStrings(body, ['settlementAmount'])),
      );
      // A new case was not read with its people: they come from their own services, in the caller's scope.
      const [patient, attorney] = await Promise.all([
        services.patients.findById(scope, record.patientId),
        record.attorneyId === null ? null : services.attorneys.findById(scope, record.attorneyId),
      ]);
      res.status(201).json(caseJson(scope, record, { patient, attorney }));
    }),
  );

  return router;
}
