import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalEnum, optionalInt, optionalString } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { MessageFilter, MessageSendInput } from './message.input';
import { messageJson } from './message.json';

/** The spec's message calls: GET /api/messages (?caseId=, ?unread=true, ?search=), POST /api/messages (answers status "ok"). */
export function messageRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/messages',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      // The filter goes through the same input rules as GraphQL's.
      const filter = await parseInput(MessageFilter, {
        search: optionalString(query, 'search'),
        unread: optionalEnum(query, 'unread', ['true', 'false']) === 'true',
      });
      const page = await services.messages.list(scope, {
        caseId: optionalInt(query, 'caseId'),
        filter,
        first,
        after,
      });
      res.json({
        data: page.nodes.map((message) => messageJson(scope, message)),
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/messages',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const message = await services.messages.send(scope, await parseInput(MessageSendInput, req.body ?? {}));
      res.status(201).json({ status: 'ok', data: messageJson(scope, message) });
    }),
  );

  return router;
}
