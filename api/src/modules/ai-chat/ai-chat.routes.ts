import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { AiChatQuestionBody, AiChatSessionCreateInput } from './ai-chat.input';

/**
 * The spec's chat calls, through the same service and input rules as GraphQL: POST /api/ai/chat/session,
 * GET /api/ai/chat/sessions (?limit=&cursor=), GET and POST /api/ai/chat/sessions/:id/messages.
 */
export function aiChatRoutes(services: Services): Router {
  const router = Router();

  router.post(
    '/api/ai/chat/session',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const session = await services.aiChat.create(scope, await parseInput(AiChatSessionCreateInput, req.body ?? {}));
      res.status(201).json({ data: session, message: 'Chat Session Created' });
    }),
  );

  router.get(
    '/api/ai/chat/sessions',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const { first, after } = listParams(req.query as Record<string, unknown>);
      const page = await services.aiChat.sessions(scope, { first, after });
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.get(
    '/api/ai/chat/sessions/:id/messages',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Chat session');
      res.json({ data: await services.aiChat.messages(scope, id) });
    }),
  );

  router.post(
    '/api/ai/chat/sessions/:id/messages',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Chat session');
      const body = await parseInput(AiChatQuestionBody, req.body ?? {});
      res.status(201).json({ data: await services.aiChat.send(scope, id, body.content) });
    }),
  );

  return router;
}
