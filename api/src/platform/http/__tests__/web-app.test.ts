import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { routeEntryModulesFor, routeEntryModules } from '../route-preloads';
import { webApp } from '../web-app';

let server: http.Server;
let base: string;
let distDir: string;
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-web-app-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    `<!doctype html><head><title>Casebridge</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head>${'<p>x</p>'.repeat(300)}`,
  );
  fs.mkdirSync(path.join(distDir, '.vite'));
  fs.writeFileSync(
    path.join(distDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      [routeEntryModules.signedIn]: { file: 'assets/SignedInApp-1.js', imports: ['_apollo.js', 'index.html'] },
      '_apollo.js': { file: 'assets/apollo-2.js', imports: ['index.html'] },
      [routeEntryModules.landing]: { file: 'assets/LandingPage-3.js', imports: ['index.html'] },
      [routeEntryModules.dashboard]: { file: 'assets/DashboardPage-4.js', imports: ['_apollo.js', 'index.html'] },
    }),
  );
  const app = express();
  app.get('/api/ping', (_req, res) => res.json({ text: 'pong '.repeat(1000) }));
  app.use(webApp(distDir));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(distDir, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });

describe('webApp (decision 512)', () => {
  it('sends the app’s scripts and page compressed to a browser that accepts it, and the same bytes once decoded', async () => {
    const asset = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect(asset.body.length).toBeLessThan(script.length / 10);
    const gzipped = await get('/assets/index-abc123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    const page = await get('/cases', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toMatch(/^<!doctype html><head><title>Casebridge<\/title>/);
  });

  it('sends them as they are to a client that accepts no encoding, and leaves the api’s answers alone', async () => {
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const api = await get('/api/ping', 'gzip, br');
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(api.body.toString()).text).toMatch(/^pong/);
  });
});

describe('each route’s chunks preloaded (decision 518)', () => {
  const preloadsOf = async (pathname: string) => {
    const page = (await get(pathname)).body.toString();
    return [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
  };

  it('names the signed-in app’s chunk and its imports on a signed-in path, and the landing page’s on /', async () => {
    // Where a sign-in lands, the page's own chunk too; a chunk two modules import is named once.
    expect(await preloadsOf('/dashboard')).toEqual([
      '/assets/SignedInApp-1.js',
      '/assets/apollo-2.js',
      '/assets/DashboardPage-4.js',
    ]);
    expect(await preloadsOf('/cases/12')).toEqual(['/assets/SignedInApp-1.js', '/assets/apollo-2.js']);
    // The entry is already in the page, so it is never named twice.
    expect(await preloadsOf('/')).toEqual(['/assets/LandingPage-3.js']);
    expect(await preloadsOf('/get-help')).toEqual([]);
  });

  it('puts the links in the head and sends the page as HTML that is never cached', async () => {
    const page = await get('/dashboard');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html = page.body.toString();
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names modules of the web app that exist, so a renamed page cannot silently lose its preload', () => {
    const webDir = path.resolve(__dirname, '../../../../../web');
    for (const module of Object.values(routeEntryModules)) expect(fs.existsSync(path.join(webDir, module))).toBe(true);
    expect(routeEntryModulesFor('/')).toEqual([routeEntryModules.landing]);
    expect(routeEntryModulesFor('/landing')).toEqual([routeEntryModules.landing]);
    expect(routeEntryModulesFor('/get-help')).toEqual([routeEntryModules.getHelp]);
    expect(routeEntryModulesFor('/portal')).toEqual([routeEntryModules.signedIn]);
    expect(routeEntryModulesFor('/dashboard')).toEqual([routeEntryModules.signedIn, routeEntryModules.dashboard]);
  });
});

describe('the prerendered landing page (decision 519)', () => {
  const landingFile = () => path.join(distDir, 'landing.html');
  afterEach(() => fs.rmSync(landingFile(), { force: true }));

  it('serves the build’s landing.html on / and /landing, with the landing chunk preloaded, and the empty page elsewhere', async () => {
    fs.writeFileSync(
      landingFile(),
      '<!doctype html><head><title>Casebridge</title><style data-emotion="css x">.x{}</style></head><div id="root"><h1>Casebridge</h1></div>',
    );
    for (const pathname of ['/', '/landing']) {
      const html = (await get(pathname)).body.toString();
      expect(html).toContain('<div id="root"><h1>Casebridge</h1></div>');
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/LandingPage-3.js">');
    }
    expect((await get('/dashboard')).body.toString()).not.toContain('<h1>Casebridge</h1>');
  });

  it('sends the empty page on / when the build prerendered nothing, and picks up a page written later', async () => {
    expect((await get('/')).body.toString()).not.toContain('<div id="root">');
    fs.writeFileSync(landingFile(), '<!doctype html><head></head><div id="root"><h1>Later</h1></div>');
    expect((await get('/')).body.toString()).toContain('<h1>Later</h1>');
  });
});
