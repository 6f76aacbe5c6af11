import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { RoutePreloads } from './route-preloads';

const apiPrefixes = ['/api/', '/superadmin/api/', '/graphql', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets cached for a year, every other GET answered with index.html,
 * which names the route's own chunks for preloading (route-preloads.ts).
 */
export function webApp(distDir: string): Router {
  const router = express.Router();
  const preloads = new RoutePreloads(distDir);
  // The app's scripts, styles and page, gzipped or brotli-compressed as the browser accepts (about a
  // third of their size; decision 512). Only here: the api's own answers stay uncompressed, since
  // compressing each one costs CPU on every request and they are mostly small.
  router.use(compression());
  router.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || apiPrefixes.some((prefix) => req.path.startsWith(prefix)))
      return next();
    const page = preloads.pageFor(req.path);
    if (page === null) {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
