import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { migrationsApplied } from '../../db/data-source';

/** /healthz: the process is up. /readyz: the database answers and every migration is applied. */
export function healthRoutes(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      if (!(await migrationsApplied(dataSource))) {
        res.status(503).json({ status: 'unavailable', reason: 'migrations pending' });
        return;
      }
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database unreachable' });
    }
  });
  return router;
}
