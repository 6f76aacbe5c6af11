import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { InputError } from '../../platform/errors';
import { listParams, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { TimelineKind, timelineKinds } from './timeline.enums';
import { timelineItemJson } from './timeline.json';

/** GET /api/cases/:id/timeline (?kinds=visit,message, ?limit=, ?cursor=): the same page as GraphQL's caseTimeline. */
export function timelineRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/cases/:id/timeline',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const caseId = positiveIdParam(String(req.params.id), 'Case');
      const { first, after } = listParams(query);
      const page = await services.timeline.page(scope, { caseId, kinds: kindsParam(query), first, after });
      res.json({
        success: true,
        data: page.nodes.map(timelineItemJson),
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  return router;
}

function kindsParam(query: Record<string, unknown>): TimelineKind[] | null {
  const raw = optionalString(query, 'kinds');
  if (raw === null) return null;
  const kinds = raw
    .split(',')
    .map((kind) => kind.trim())
    .filter(Boolean);
  for (const kind of kinds)
    if (!(timelineKinds as string[]).includes(kind))
      throw InputError.field('kinds', `kinds must be a comma-separated list of ${timelineKinds.join(', ')}`);
  return kinds as TimelineKind[];
}
