import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOidcProvider } from './oidc.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Production requires a key for secrets at rest; outbox.mjs opens the sealed e-mails with it. */
export const e2eSecretsKey = Buffer.alloc(32, 3).toString('base64');

/** Starts the built app as `npm start` would (embedded PostgreSQL, demo data) in a throwaway data folder. */
export async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-e2e-'));
  // The outbox reader (outbox.mjs) opens this run's database to read an e-mail as its recipient would.
  process.env.CASEBRIDGE_E2E_DATA_DIR = dataDir;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A local OpenID provider, configured as the app's generic external sign-in (oidc.spec.mjs).
  const oidc = await startOidcProvider(url);
  const log = [];
  const child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires a key for secrets at rest; the browser tests' databases live one run.
      SECRETS_KEY: e2eSecretsKey,
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_APP_LOG_LEVEL ?? 'warn',
      ...oidc.env,
      // Every browser test signs in from 127.0.0.1; the sign-in limits have their own api tests.
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      PUBLIC_FORM_MAX_PER_ADDRESS_HOURLY: '100000',
      // The webhooks walk posts to a receiver it starts on 127.0.0.1 (refused in production by default).
      WEBHOOKS_ALLOW_PRIVATE_URLS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk) => log.push(chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await oidc.stop();
      throw new Error(`the app exited during start:\n${log.join('')}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      await oidc.stop();
      throw new Error(`the app did not become ready:\n${log.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    log,
    async stop() {
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('timeout'), 30_000))]);
      await oidc.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (code !== 0) throw new Error(`the app did not stop cleanly (${code}):\n${log.join('')}`);
    },
  };
}
