import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './processes';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * The lazy chunks each measured route renders before it can paint (web/src/App.tsx): the landing page
 * alone for `/`; the signed-in shell (Apollo, navigation bar) and the page for `/cases`. The second `/`
 * line adds what the landing page fetches right after its first paint without any interaction (the
 * sections that talk to the API), so both figures are on record. `/dashboard` is where a signed-in
 * user lands.
 */
const routeChunks: Record<string, string[]> = {
  '/': ['src/features/landing/LandingPage.tsx'],
  '/ incl. sections loaded after first paint': [
    'src/features/landing/LandingPage.tsx',
    'src/features/landing/LandingLiveSections.tsx',
  ],
  '/cases': ['src/app/SignedInApp.tsx', 'src/features/cases/CasesPage.tsx'],
  '/dashboard': ['src/app/SignedInApp.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

/** Issue 29's ceilings on a first paint's gzipped JavaScript, in KiB, for the routes that have one. */
export const bundleTargetsKiB: Record<string, number> = { '/': 160, '/dashboard': 250 };

export interface BundleSizes {
  /** Gzipped bytes (zlib default level) of the JavaScript a first visit to each route downloads. */
  routes: Record<string, { files: string[]; gzipBytes: number; rawBytes: number }>;
  /** The entry script and its modulepreload links alone (what index.html names). */
  indexHtml: { files: string[]; gzipBytes: number; rawBytes: number };
}

/**
 * Builds the web app exactly as `npm run build -w web` does (the landing page prerendered too), into a
 * folder of our own (web/dist is left alone), then adds up the JavaScript of `/` and `/cases`:
 * the entry script and the modulepreload links of index.html, plus each route's lazy page chunk
 * and the chunks it imports statically (found through the manifest).
 */
export async function measureWebBundle(
  log: (line: string) => void,
  /** Runs on the built app before its folder is removed (the full run's Lighthouse audit). */
  withBuild?: (distDir: string) => Promise<void>,
): Promise<BundleSizes> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-bench-web-'));
  try {
    const started = Date.now();
    const vitePackage = require.resolve('vite/package.json', { paths: [path.join(repoRoot, 'web')] });
    const viteBin = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
    await promisify(execFile)(
      process.execPath,
      [viteBin, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: path.join(repoRoot, 'web'), maxBuffer: 16 * 1024 * 1024 },
    );
    // The landing page drawn into its HTML, as `npm run build -w web` does (decision 519).
    await promisify(execFile)(
      process.execPath,
      [path.join(repoRoot, 'web', 'scripts', 'prerender-landing.mjs'), outDir],
      {
        cwd: path.join(repoRoot, 'web'),
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    log(`  web build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const initial = [
      ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]),
      ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
    ];
    const sizeOf = (files: string[]) => {
      let gzipBytes = 0;
      let rawBytes = 0;
      for (const file of files) {
        const content = fs.readFileSync(path.join(outDir, file));
        rawBytes += content.length;
        gzipBytes += gzipSync(content).length;
      }
      return { files, gzipBytes, rawBytes };
    };
    const withStaticImports = (key: string, into: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the Vite manifest has no chunk for ${key}`);
      if (into.has(chunk.file)) return;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) withStaticImports(imported, into);
    };
    const routes: BundleSizes['routes'] = {};
    for (const [route, sources] of Object.entries(routeChunks)) {
      const files = new Set(initial);
      for (const source of sources) withStaticImports(source, files);
      routes[route] = sizeOf([...files].filter((file) => file.endsWith('.js')));
    }
    const sizes = { routes, indexHtml: sizeOf(initial) };
    await withBuild?.(outDir);
    return sizes;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
