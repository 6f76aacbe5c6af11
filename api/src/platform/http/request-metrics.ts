import type { NextFunction, Request, Response } from 'express';
import type { RequestWindow } from '../health/request-window';

/** The API itself: GraphQL over HTTP and the REST shim. Health probes and the web app's files are not measured. */
const isApiPath = (path: string) =>
  path === '/graphql' || path.startsWith('/api/') || path.startsWith('/superadmin/api/');

/**
 * Times every API request from arrival to the end of its answer (or to the client hanging up) and
 * records it in the window the Health tab reads. Registered first, so the time spent in every later
 * middleware counts.
 */
export function recordRequestMetrics(window: RequestWindow) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      window.record(Number(process.hrtime.bigint() - started) / 1e6, res.statusCode);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}
