import { Router } from 'express';
import { InputError, NotFoundError } from '../../platform/errors';
import { optionalEnum, optionalString, positiveIdParam } from '../../platform/rest/params';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../services';
import { auditEntryJson } from './audit-log.json';

/** GET /api/audit-log?entityType=case&entityId=: the history of one record the caller may read. */
export function auditLogRoutes(services: Services): Router {
  const router = Router();
  router.get(
    '/api/audit-log',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const query = req.query as Record<string, unknown>;
      const entityType = optionalEnum(query, 'entityType', ['case', 'patient'] as const);
      const rawId = optionalString(query, 'entityId');
      if (!entityType || !rawId)
        throw new InputError([
          { field: 'entityType', message: 'entityType (case or patient) and entityId are required' },
        ]);
      const entityId = positiveIdParam(rawId, entityType === 'case' ? 'Case' : 'Patient');
      const record =
        entityType === 'case'
          ? await services.cases.findById(scope, entityId)
          : await services.patients.findById(scope, entityId);
      if (!record) throw new NotFoundError(entityType === 'case' ? 'Case' : 'Patient');
      const entries =
        entityType === 'case'
          ? await services.cases.history(scope, entityId)
          : await services.patients.history(scope, entityId);
      res.json(entries.map((entry) => auditEntryJson(scope, entry)));
    }),
  );
  return router;
}
