import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalEnum, parseQuery, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { TaskAction } from './task.enums';
import { TaskCreateInput, TaskFilter, TaskUpdateInput } from './task.input';
import { taskJson } from './task.json';

/**
 * The task calls, through the same service and input rules as GraphQL: GET /api/tasks (?mine=true,
 * ?caseId=, ?status=open, ?assigneeId=, ?priority=, ?due=overdue|today|this_week, ?search=),
 * POST /api/tasks, PATCH /api/tasks/:id, POST /api/tasks/:id/complete.
 */
export function taskRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/tasks',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const filter = await parseQuery(TaskFilter, query, {
        caseId: 'int',
        status: 'text',
        assigneeId: 'text',
        priority: 'text',
        due: 'text',
        search: 'text',
      });
      filter.mine = optionalEnum(query, 'mine', ['true', 'false']) === 'true';
      const page = await services.tasks.list(scope, { filter, first, after });
      res.json({ data: page.nodes.map(taskJson), nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.post(
    '/api/tasks',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const task = await services.tasks.create(scope, await parseInput(TaskCreateInput, req.body ?? {}));
      res.status(201).json({ data: taskJson(task) });
    }),
  );

  router.patch(
    '/api/tasks/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Task');
      const task = await services.tasks.update(scope, id, await parseInput(TaskUpdateInput, req.body ?? {}));
      res.json({ data: taskJson(task) });
    }),
  );

  router.post(
    '/api/tasks/:id/complete',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const task = await services.tasks.act(scope, positiveIdParam(String(req.params.id), 'Task'), TaskAction.complete);
      res.json({ data: taskJson(task) });
    }),
  );

  return router;
}
