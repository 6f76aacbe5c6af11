import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { listParams, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { ReminderConsentInput, ReminderCreateInput, ReminderSettingsInput } from './reminder.input';

/**
 * The reminder calls, through the same service and input rules as GraphQL: GET
 * /api/patients/:id/reminders, GET /api/appointments/:id/reminders, POST /api/reminders, POST
 * /api/reminders/:id/cancel, GET|PUT /api/reminder-settings, GET /api/reminder-log, PUT
 * /api/patients/:id/reminder-consent.
 */
export function reminderRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/patients/:id/reminders',
    rest(async (req, res) => {
      const { first, after } = listParams(req.query as Record<string, unknown>);
      const page = await services.reminders.list(requireScope(req), {
        patientId: positiveIdParam(String(req.params.id), 'Patient'),
        first,
        after,
      });
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.get(
    '/api/appointments/:id/reminders',
    rest(async (req, res) => {
      const { first, after } = listParams(req.query as Record<string, unknown>);
      const page = await services.reminders.list(requireScope(req), {
        appointmentId: positiveIdParam(String(req.params.id), 'Appointment'),
        first,
        after,
      });
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.post(
    '/api/reminders',
    rest(async (req, res) => {
      const reminder = await services.reminders.create(
        requireScope(req),
        await parseInput(ReminderCreateInput, req.body ?? {}),
      );
      res.status(201).json({ data: reminder });
    }),
  );

  router.post(
    '/api/reminders/:id/cancel',
    rest(async (req, res) => {
      res.json({
        data: await services.reminders.cancel(requireScope(req), positiveIdParam(String(req.params.id), 'Reminder')),
      });
    }),
  );

  router.get(
    '/api/reminder-settings',
    rest(async (req, res) => {
      res.json({ data: await services.reminderSettings.get(requireScope(req)) });
    }),
  );

  router.put(
    '/api/reminder-settings',
    rest(async (req, res) => {
      const input = await parseInput(ReminderSettingsInput, req.body ?? {});
      res.json({ data: await services.reminderSettings.update(requireScope(req), input) });
    }),
  );

  router.get(
    '/api/reminder-log',
    rest(async (req, res) => {
      const { first, after } = listParams(req.query as Record<string, unknown>);
      const page = await services.reminders.log(requireScope(req), first, after);
      res.json({ data: page.nodes, nextCursor: nextCursorOf(page.pageInfo) });
    }),
  );

  router.put(
    '/api/patients/:id/reminder-consent',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const input = await parseInput(ReminderConsentInput, {
        ...(req.body ?? {}),
        patientId: positiveIdParam(String(req.params.id), 'Patient'),
      });
      await services.reminders.updateConsent(scope, input);
      res.json({ success: true });
    }),
  );

  return router;
}
