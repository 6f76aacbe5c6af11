import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import { ForbiddenError } from '../../platform/errors';
import { SortDirection, nextCursorOf } from '../../platform/graphql/connection';
import {
  listParams,
  optionalEnum,
  parseQuery,
  positiveIdParam,
  withoutReadOnlyFields,
} from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { parseInput } from '../../platform/validation/validate-input';
import { PatientSortField } from './patient.enums';
import { PatientCreateInput, PatientFilter, PatientUpdateInput } from './patient.input';
import { patientJson } from './patient.json';

export const csrfHeader = 'x-csrf-token';
const readOnlyPatientFields = [
  'id',
  'clinicId',
  'createdAt',
  'updatedAt',
  'fullName',
  'statusChangedAt',
  'statusChangedBy',
  'cases',
  'statusHistory',
  // Reminder consent and opt-outs have their own call (decision 287); a GET's body sent back keeps them as they are.
  'smsReminderConsentAt',
  'emailReminderConsentAt',
  'smsOptedOutAt',
  'emailOptedOutAt',
  // Marketing consent too (decision 463): set through patientMarketingConsentSet, with its time.
  'marketingConsentAt',
];

/** The PUT must carry the token the earlier GET sent (synchronizer token); compared in constant time. */
function assertCsrfToken(req: Request): void {
  // A bearer request carries no ambient credential for a cross-site page to borrow.
  if (req.auth.viaApiToken) return;
  const sent = req.headers[csrfHeader];
  const expected = req.auth.csrfToken;
  const ok =
    typeof sent === 'string' &&
    expected !== null &&
    sent.length === expected.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
  if (!ok) throw new ForbiddenError('Security error: CSRF token validation failed. Please refresh and try again.');
}

/** The spec's patient calls: GET/POST /api/patients, GET/PUT /api/patients/:id. */
export function patientRoutes(services: Services): Router {
  const router = Router();

  router.get(
    '/api/patients',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const filter = await parseQuery(PatientFilter, query, { search: 'text', status: 'text' });
      const params = listParams(query);
      const sortBy = optionalEnum(query, 'sortBy', Object.values(PatientSortField)) ?? PatientSortField.name;
      const [page, total] = await Promise.all([
        services.patients.list(scope, {
          filter,
          sortBy,
          sortDirection: params.sortDirection ?? SortDirection.asc,
          first: params.first,
          after: params.after,
        }),
        services.patients.count(scope, filter),
      ]);
      res.json({
        data: page.nodes.map((record) => patientJson(scope, record)),
        total,
        nextCursor: nextCursorOf(page.pageInfo),
      });
    }),
  );

  router.post(
    '/api/patients',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const patient = await services.patients.create(scope, await parseInput(PatientCreateInput, req.body));
      res.status(201).json(patientJson(scope, patient));
    }),
  );

  router.get(
    '/api/patients/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const patient = await services.patients.getById(scope, positiveIdParam(String(req.params.id), 'Patient'));
      if (req.auth.csrfToken) res.setHeader('X-CSRF-Token', req.auth.csrfToken);
      res.json(patientJson(scope, patient));
    }),
  );

  router.put(
    '/api/patients/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      assertCsrfToken(req);
      const id = positiveIdParam(String(req.params.id), 'Patient');
      const input = await parseInput(PatientUpdateInput, withoutReadOnlyFields(req.body, readOnlyPatientFields));
      res.json(patientJson(scope, await services.patients.update(scope, id, input)));
    }),
  );

  return router;
}
