import { Router } from 'express';
import { positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { ApiTokenCreateInput } from './api-token.input';
import { apiTokenJson } from './api-token.json';

/**
 * The caller's personal API tokens, through the same service and input rules as GraphQL:
 * GET /api/account/api-tokens, POST /api/account/api-tokens ({ name, expiresInDays }: the secret is
 * in this answer only), POST /api/account/api-tokens/:id/revoke.
 */
export function apiTokenRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/account/api-tokens',
    rest(async (req, res) => {
      const tokens = await services.apiTokens.list(requireScope(req));
      res.json({ data: tokens.map(apiTokenJson) });
    }),
  );

  router.post(
    '/api/account/api-tokens',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const created = await services.apiTokens.create(scope, await parseInput(ApiTokenCreateInput, req.body ?? {}));
      res.status(201).json({ data: { ...apiTokenJson(created.apiToken), secret: created.secret } });
    }),
  );

  router.post(
    '/api/account/api-tokens/:id/revoke',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'API token');
      res.json({ data: apiTokenJson(await services.apiTokens.revoke(scope, id)) });
    }),
  );

  return router;
}
