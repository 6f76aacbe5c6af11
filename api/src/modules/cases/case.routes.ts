import { Router } from 'express';
import { InputError, NotFoundError } from '../../platform/errors';
import { createLoaders } from '../../platform/graphql/loaders';
import { rest, requireScope } from '../../platform/rest/rest-handler';
import type { Services } from '../../platform/services';
import type { DataSource } from 'typeorm';
import { caseJson } from './case.json';

/** Positive 32-bit integer ids only; anything else is a clear 400, never a query. */
export function parseId(raw: string, label: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) {
    throw InputError.field('id', `${label} id must be a positive whole number`);
  }
  return Number(raw);
}

export function caseRoutes(services: Services, dataSource: DataSource): Router {
  const router = Router();
  router.get(
    '/api/cases/:id',
    rest(async (req, res) => {
      const scope = requireScope(req);
      const record = await services.cases.findById(scope, parseId(String(req.params.id), 'Case'));
      if (!record) throw new NotFoundError('Case');
      const loaders = createLoaders(dataSource);
      const [patient, attorney] = await Promise.all([
        loaders.patient.load(record.patientId),
        record.attorneyId === null ? null : loaders.attorney.load(record.attorneyId),
      ]);
      res.json(caseJson(scope, record, patient, attorney));
    }),
  );
  return router;
}
