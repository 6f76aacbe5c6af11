import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { InputError } from '../../platform/errors';
import { notificationJson } from './notification.json';

/**
 * The signed-in user's notifications: GET /api/notifications (?unreadOnly=true, first, after),
 * POST /api/notifications/:id/read, POST /api/notifications/read-all. Only ever the caller's own.
 */
export function notificationRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/notifications',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const unread = optionalString(query, 'unreadOnly');
      if (unread !== null && unread !== 'true' && unread !== 'false')
        throw InputError.field('unreadOnly', 'unreadOnly must be true or false');
      const [page, unreadCount] = await Promise.all([
        services.notifications.list(scope, { first, after, unreadOnly: unread === 'true' }),
        services.notifications.unreadCount(scope),
      ]);
      res.json({ data: page.nodes.map(notificationJson), unreadCount, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.post(
    '/api/notifications/read-all',
    rest(async (req, res) => {
      const marked = await services.notifications.markAllRead(requireScope(req));
      res.json({ status: 'ok', marked });
    }),
  );

  router.post(
    '/api/notifications/:id/read',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const notification = await services.notifications.markRead(
        scope,
        positiveIdParam(String(req.params.id), 'Notification'),
      );
      res.json({ status: 'ok', data: notificationJson(notification) });
    }),
  );

  return router;
}
