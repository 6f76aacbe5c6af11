import { Router } from 'express';
import { printSchema, type GraphQLSchema } from 'graphql';
import { rest, requireScope } from '../../platform/rest/rest-handler';

/**
 * GET /api/schema.graphql: the GraphQL schema as SDL, for integrators (the /developers page links
 * it). Signed-in users only, like introspection in production; printed once from the running schema,
 * so it is always the schema this server answers.
 */
export function schemaDownloadRoutes(schema: GraphQLSchema): Router {
  const router = Router();
  let sdl: string | null = null;
  router.get(
    '/api/schema.graphql',
    rest(async (req, res) => {
      requireScope(req);
      sdl ??= `${printSchema(schema)}\n`;
      res.setHeader('Content-Disposition', 'attachment; filename="schema.graphql"');
      res.type('text/plain; charset=utf-8').send(sdl);
    }),
  );
  return router;
}
