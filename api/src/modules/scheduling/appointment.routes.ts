import { Router } from 'express';
import { nextCursorOf } from '../../platform/graphql/connection';
import { InputError } from '../../platform/errors';
import { listParams, optionalEnum, optionalInt, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import { parseInput } from '../../platform/validation/validate-input';
import type { Services } from '../../services';
import { AppointmentBookInput, AppointmentStatusInput, AppointmentUpdateInput } from './appointment.input';
import { appointmentJson } from './appointment.json';

const instantParam = (query: Record<string, unknown>, name: string): Date => {
  const value = optionalString(query, name);
  const moment = value === null ? null : new Date(value);
  if (!moment || Number.isNaN(moment.getTime()))
    throw InputError.field(name, `${name} must be a date and time (ISO 8601)`);
  return moment;
};

const bodyOf = (body: unknown): Record<string, unknown> =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * GET /api/appointments: the calendar (?from=&to=[&providerId=]) or a patient's or case's visits
 * (?patientId= or ?caseId=, &when=upcoming|past); GET /:id one; POST books; PATCH /:id moves or edits;
 * POST /:id/status changes the status. The same service and input rules as GraphQL.
 */
export function appointmentRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/appointments',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const patientId = optionalInt(query, 'patientId');
      const caseId = optionalInt(query, 'caseId');
      if (patientId || caseId) {
        const { first, after } = listParams(query);
        const when = optionalEnum(query, 'when', ['upcoming', 'past'] as const) ?? 'upcoming';
        const page = await services.appointments.visits(scope, { patientId, caseId, when, first, after });
        res.json({ data: page.nodes.map((a) => appointmentJson(scope, a)), nextCursor: nextCursorOf(page.pageInfo) });
        return;
      }
      const providerId = optionalString(query, 'providerId');
      const rows = await services.appointments.calendar(scope, {
        from: instantParam(query, 'from'),
        to: instantParam(query, 'to'),
        clinicId: optionalInt(query, 'clinicId'),
        providerIds: providerId ? [providerId] : null,
      });
      res.json({ data: rows.map((a) => appointmentJson(scope, a)) });
    }),
  );

  router.get(
    '/api/appointments/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const appointment = await services.appointments.get(scope, positiveIdParam(String(req.params.id), 'Appointment'));
      res.json({ data: appointmentJson(scope, appointment) });
    }),
  );

  router.post(
    '/api/appointments',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const appointment = await services.appointments.book(
        scope,
        await parseInput(AppointmentBookInput, req.body ?? {}),
      );
      res.status(201).json({ data: appointmentJson(scope, appointment) });
    }),
  );

  router.patch(
    '/api/appointments/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Appointment');
      const input = await parseInput(AppointmentUpdateInput, { ...bodyOf(req.body), id });
      res.json({ data: appointmentJson(scope, await services.appointments.update(scope, input)) });
    }),
  );

  router.post(
    '/api/appointments/:id/status',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const id = positiveIdParam(String(req.params.id), 'Appointment');
      const input = await parseInput(AppointmentStatusInput, { ...bodyOf(req.body), id });
      res.json({ data: appointmentJson(scope, await services.appointments.setStatus(scope, input)) });
    }),
  );

  return router;
}
