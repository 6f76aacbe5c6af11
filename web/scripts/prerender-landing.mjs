// Writes <dist>/landing.html: the built index.html with the landing page drawn inside #root and its
// styles in the head, so `/` paints before any script has run (decision 519). The api serves it for
// `/` and `/landing` (api/src/platform/http/route-preloads.ts); the browser hydrates it (src/main.tsx).
// Usage: node scripts/prerender-landing.mjs [distDir]   (default: web/dist)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const indexFile = path.join(distDir, 'index.html');
const rootElement = '<div id="root"></div>';

const index = fs.readFileSync(indexFile, 'utf8');
if (!index.includes(rootElement)) throw new Error(`${indexFile} has no empty ${rootElement}`);

const serverBuild = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-prerender-'));
try {
  await build({
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    // Everything in one file, so Node runs it as the browser's build would (no CommonJS quirks of packages).
    ssr: { noExternal: true },
    build: {
      ssr: path.join(webDir, 'src/prerender/renderPage.tsx'),
      outDir: serverBuild,
      emptyOutDir: true,
      manifest: false,
    },
  });
  const { renderPage } = await import(pathToFileURL(path.join(serverBuild, 'renderPage.js')).href);
  const { html, styleTags } = await renderPage('/');
  const page = index
    .replace(rootElement, `<div id="root">${html}</div>`)
    .replace('</head>', `    ${styleTags}\n  </head>`);
  fs.writeFileSync(path.join(distDir, 'landing.html'), page);
  console.log(
    `prerendered / into ${path.relative(process.cwd(), path.join(distDir, 'landing.html'))} (${(page.length / 1024).toFixed(1)} KiB)`,
  );
} finally {
  fs.rmSync(serverBuild, { recursive: true, force: true });
}
