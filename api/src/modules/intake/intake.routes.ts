import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, optionalEnum, parseQuery } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { currentIntakeConsentVersion, intakeConsentTexts } from './intake.enums';
import { IntakeFilter, IntakeSubmitInput } from './intake.input';
import { IntakeSort } from './intake.service';

/**
 * GET /api/public/intake/form (the form token and consent text), POST /api/public/intake (the public
 * form, signed out), GET /api/intake (the desk's list: operator or matched clinic, scoped): the same
 * service and rules as GraphQL.
 */
export function intakeRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/public/intake/form',
    rest(async (_req, res) => {
      res.json({
        success: true,
        data: {
          formToken: services.intake.formToken(),
          consent: { version: currentIntakeConsentVersion, ...intakeConsentTexts[currentIntakeConsentVersion] },
        },
      });
    }),
  );

  router.post(
    '/api/public/intake',
    rest(async (req, res) => {
      const receipt = await services.intake.submit(await parseInput(IntakeSubmitInput, req.body), req.auth.meta);
      res.status(201).json({ success: true, data: receipt });
    }),
  );

  router.get(
    '/api/intake',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const { first, after } = listParams(query);
      const filter = await parseQuery(IntakeFilter, query, {
        status: 'text',
        search: 'text',
        minScore: 'int',
        state: 'text',
      });
      const sort = optionalEnum(query, 'sort', Object.values(IntakeSort)) ?? IntakeSort.newest;
      const page = await services.intake.list(scope, { filter, sort, first, after });
      res.json({ success: true, data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  return router;
}
