import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { webhookEventKindInfo } from './webhook-event-kinds';
import { WebhookDeliveryFilter, WebhookEndpointInput } from './webhook.inputs';

/**
 * The webhook calls, through the same services and input rules as GraphQL:
 * GET /api/webhooks/event-kinds; GET|POST /api/webhooks/endpoints; PATCH|DELETE /api/webhooks/endpoints/:id;
 * POST /api/webhooks/endpoints/:id/roll-secret|test|unpark|replay-parked;
 * GET /api/webhooks/endpoints/:id/deliveries (?status=, ?first=, ?after=); POST /api/webhooks/deliveries/:id/replay.
 */
export function webhookRoutes(services: Services): Router {
  const router = Router();
  const endpointId = (raw: unknown) => positiveIdParam(String(raw), 'Webhook endpoint');

  router.get(
    '/api/webhooks/event-kinds',
    rest(async (req, res) => {
      requireScope(req);
      res.json({ data: webhookEventKindInfo });
    }),
  );

  router.get(
    '/api/webhooks/endpoints',
    rest(async (req, res) => {
      res.json({ data: await services.webhookEndpoints.list(requireScope(req)) });
    }),
  );

  router.post(
    '/api/webhooks/endpoints',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(WebhookEndpointInput, req.body ?? {});
      res.status(201).json({ data: await services.webhookEndpoints.create(scope, input) });
    }),
  );

  router.patch(
    '/api/webhooks/endpoints/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = endpointId(req.params.id);
      const input = await parseInput(WebhookEndpointInput, req.body ?? {});
      res.json({ data: await services.webhookEndpoints.update(scope, id, input) });
    }),
  );

  router.delete(
    '/api/webhooks/endpoints/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      await services.webhookEndpoints.delete(scope, endpointId(req.params.id));
      res.json({ success: true });
    }),
  );

  router.post(
    '/api/webhooks/endpoints/:id/roll-secret',
    rest(async (req, res) => {
      res.json({ data: await services.webhookEndpoints.rollSecret(requireScope(req), endpointId(req.params.id)) });
    }),
  );

  router.post(
    '/api/webhooks/endpoints/:id/test',
    rest(async (req, res) => {
      res.json({ data: await services.webhookDeliveries.sendTest(requireScope(req), endpointId(req.params.id)) });
    }),
  );

  router.post(
    '/api/webhooks/endpoints/:id/unpark',
    rest(async (req, res) => {
      res.json({ data: await services.webhookEndpoints.unpark(requireScope(req), endpointId(req.params.id)) });
    }),
  );

  router.post(
    '/api/webhooks/endpoints/:id/replay-parked',
    rest(async (req, res) => {
      const queued = await services.webhookDeliveries.replayParked(requireScope(req), endpointId(req.params.id));
      res.json({ data: { queued } });
    }),
  );

  router.get(
    '/api/webhooks/endpoints/:id/deliveries',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const filter = await parseInput(WebhookDeliveryFilter, {
        endpointId: endpointId(req.params.id),
        status: optionalString(query, 'status'),
      });
      const page = await services.webhookDeliveries.list(scope, filter, first, after);
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.post(
    '/api/webhooks/deliveries/:id/replay',
    rest(async (req, res) => {
      const id = positiveIdParam(String(req.params.id), 'Webhook delivery');
      res.json({ data: await services.webhookDeliveries.replay(requireScope(req), id) });
    }),
  );

  return router;
}
