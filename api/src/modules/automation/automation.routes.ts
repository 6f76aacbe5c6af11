import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import { InputError, NotFoundError } from '../../platform/errors';
import type { Services } from '../../services';
import { AutomationRuleInput, ruleInputFromBody } from './automation.input';

const ruleBody = (body: unknown) =>
  parseInput(
    AutomationRuleInput,
    body && typeof body === 'object' && !Array.isArray(body)
      ? ruleInputFromBody(body as Record<string, unknown>)
      : body,
  );

/**
 * The workflow rule calls, through the same service and rules as GraphQL: GET/POST /api/automation/rules,
 * GET/PUT/DELETE /api/automation/rules/:id, POST .../:id/active {isActive}, POST .../:id/run,
 * POST /api/automation/rules/preview, GET /api/automation/executions (?ruleId=, ?first=, ?after=).
 */
export function automationRoutes(services: Services): Router {
  const router = Router();
  const rules = services.automationRules;
  const idOf = (raw: unknown) => positiveIdParam(String(raw), 'Workflow rule');

  router.get(
    '/api/automation/rules',
    rest(async (req, res) => {
      const scope = requireScope(req);
      // A clinic's rules come in one answer: no page, so no cursor or filter to accept.
      const unknown = Object.keys(req.query as Record<string, unknown>);
      if (unknown.length)
        throw new InputError(
          unknown.map((name) => ({ field: name, message: `The rules list takes no ${name} parameter` })),
        );
      res.json({ data: await rules.list(scope) });
    }),
  );
  router.post(
    '/api/automation/rules',
    rest(async (req, res) => {
      res.status(201).json({ data: await rules.create(requireScope(req), await ruleBody(req.body)) });
    }),
  );
  router.post(
    '/api/automation/rules/preview',
    rest(async (req, res) => {
      res.json({ data: await rules.preview(requireScope(req), await ruleBody(req.body)) });
    }),
  );
  router.get(
    '/api/automation/rules/:id',
    rest(async (req, res) => {
      const rule = await rules.findById(requireScope(req), idOf(req.params.id));
      if (!rule) throw new NotFoundError('Workflow rule');
      res.json({ data: rule });
    }),
  );
  router.put(
    '/api/automation/rules/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      res.json({ data: await rules.update(scope, idOf(req.params.id), await ruleBody(req.body)) });
    }),
  );
  router.post(
    '/api/automation/rules/:id/active',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const isActive = (req.body as { isActive?: unknown } | undefined)?.isActive;
      if (typeof isActive !== 'boolean') throw InputError.field('isActive', 'isActive must be true or false');
      res.json({ data: await rules.setActive(scope, idOf(req.params.id), isActive) });
    }),
  );
  router.post(
    '/api/automation/rules/:id/run',
    rest(async (req, res) => {
      res.json({ data: await rules.runNow(requireScope(req), idOf(req.params.id)) });
    }),
  );
  router.delete(
    '/api/automation/rules/:id',
    rest(async (req, res) => {
      res.json({ data: { id: await rules.delete(requireScope(req), idOf(req.params.id)) } });
    }),
  );
  router.get(
    '/api/automation/executions',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const ruleId = query.ruleId === undefined ? null : idOf(query.ruleId);
      const page = await rules.executions(scope, { ruleId, first, after });
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );
  return router;
}
