import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
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
    `<!doctype html><title>Casebridge</title>${'<p>x</p>'.repeat(300)}`,
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
    expect(gunzipSync(page.body).toString()).toMatch(/^<!doctype html><title>Casebridge<\/title>/);
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
