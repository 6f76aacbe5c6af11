import { Router } from 'express';
import { OperatorArea } from '../../platform/access/operator-areas';
import { InputError } from '../../platform/errors';
import { SearchArgs } from '../../platform/graphql/search-args';
import { parseQuery, positiveIdParam } from '../../platform/rest/params';
import { requireOperatorArea, rest } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { WaitlistNotesInput } from './waitlist-admin.types';
import { WaitlistJoinInput } from './waitlist.input';

/** The spec's POST /api/waitlist (public). */
export function waitlistRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/api/waitlist',
    rest(async (req, res) => {
      const entry = await services.waitlist.join(await parseInput(WaitlistJoinInput, req.body), req.auth.meta);
      res.status(201).json({ success: true, data: entry });
    }),
  );
  return router;
}

/** The spec's /superadmin/api/waitlist calls (super admin with a verified second factor). */
export function waitlistAdminRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/superadmin/api/waitlist',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.waitlist);
      const { search } = await parseQuery(SearchArgs, req.query as Record<string, unknown>, { search: 'text' });
      res.json({ success: true, data: await services.waitlistAdmin.all(scope, search) });
    }),
  );

  router.put(
    '/superadmin/api/waitlist/:id/contact',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.waitlist);
      const id = positiveIdParam(String(req.params.id), 'Waitlist entry');
      const isContacted = (req.body as { isContacted?: unknown } | null)?.isContacted;
      if (typeof isContacted !== 'boolean') throw InputError.field('isContacted', 'isContacted must be true or false');
      res.json({ success: true, data: await services.waitlistAdmin.setContacted(scope, id, isContacted) });
    }),
  );

  router.put(
    '/superadmin/api/waitlist/:id/notes',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.waitlist);
      const id = positiveIdParam(String(req.params.id), 'Waitlist entry');
      const input = await parseInput(WaitlistNotesInput, req.body);
      const entry = await services.waitlistAdmin.setNotes(scope, id, input.notes ?? null);
      res.json({ success: true, notes: entry.notes, data: entry });
    }),
  );

  router.delete(
    '/superadmin/api/waitlist/:id',
    rest(async (req, res) => {
      const scope = requireOperatorArea(req, OperatorArea.waitlist);
      await services.waitlistAdmin.delete(scope, positiveIdParam(String(req.params.id), 'Waitlist entry'));
      res.json({ success: true });
    }),
  );

  return router;
}
