import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { BenchFailure } from './failure';
import { benchUsers } from './dataset';
import { startServer, type ServerProcess } from './processes';
import { signIn } from './sign-in';

/** Issue 29's target: a mobile Lighthouse performance score of at least this for `/` and `/dashboard`. */
export const webAuditTarget = 90;

export interface RouteAudit {
  /** Lighthouse's performance score, 0-100. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
  cumulativeLayoutShift: number;
}

export type WebAudit =
  | { status: 'measured'; routes: Record<string, RouteAudit>; target: number; ok: boolean; lighthouse: string }
  | { status: 'skipped'; note: string };

const auditedRoutes = ['/', '/dashboard'];

/** Debian's chromium, or CHROME_PATH. */
function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A mobile Lighthouse performance audit (its default: a 412x823 screen, simulated slow 4G and a 4x
 * slower CPU) of the landing page and of the signed-in dashboard, served by our api from the build
 * the bundle measurement just made, against the benchmark's database; the dashboard as the bench
 * clinic's staff (the session cookie sent with every request of the audit). Lighthouse 12.8.2 (13
 * needs Node 22) drives Debian's chromium; without one the audit is skipped and says so.
 */
export async function auditWeb(
  databaseUrl: string,
  distDir: string,
  running: ServerProcess[],
  log: (line: string) => void,
): Promise<WebAudit> {
  const chromePath = chromiumPath();
  if (!chromePath) return { status: 'skipped', note: 'no chromium here (set CHROME_PATH)' };
  const port = await freePort();
  const server = await startServer('ours', 'src/servers/ours.ts', {
    BENCH_DATABASE_URL: databaseUrl,
    BENCH_WEB_DIST_DIR: distDir,
    BENCH_PORT: String(port),
  });
  running.push(server);
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const cookie = await signIn(server, benchUsers.staff.email);
    const routes: Record<string, RouteAudit> = {};
    let version = '';
    for (const route of auditedRoutes) {
      const result = await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        extraHeaders: route === '/' ? undefined : { Cookie: cookie },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new BenchFailure(`Lighthouse gave no result for ${route}`);
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== route) throw new BenchFailure(`Lighthouse's ${route} ended at ${landed}, not the page audited`);
      if (lhr.runtimeError) throw new BenchFailure(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
      const reportDir = process.env.BENCH_LIGHTHOUSE_REPORT_DIR;
      if (reportDir) {
        // The whole report (its diagnostics: request chains, bootup time, the LCP element's phases) for reading.
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(
          path.join(reportDir, `${route === '/' ? 'landing' : route.slice(1)}.json`),
          JSON.stringify(lhr),
        );
      }
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      version = lhr.lighthouseVersion;
      routes[route] = {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
      };
      const r = routes[route];
      log(
        `  lighthouse ${route}: performance ${r.score} (target ${webAuditTarget}); FCP ${Math.round(r.firstContentfulPaintMs)} ms, ` +
          `LCP ${Math.round(r.largestContentfulPaintMs)} ms, TBT ${Math.round(r.totalBlockingTimeMs)} ms, CLS ${r.cumulativeLayoutShift.toFixed(3)}`,
      );
    }
    const ok = Object.values(routes).every((r) => r.score >= webAuditTarget);
    return { status: 'measured', routes, target: webAuditTarget, ok, lighthouse: version };
  } finally {
    chrome.kill();
    await server.stop();
    running.splice(running.indexOf(server), 1);
  }
}
