import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { e2eSecretsKey } from './server.mjs';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** This run's embedded database, as its owner (the data folder server.mjs made). */
export function databaseClient() {
  const dataDir = process.env.CASEBRIDGE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('the outbox is readable only while run.mjs serves the app');
  const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'));
  const port = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return new pg.Client({
    host: '127.0.0.1',
    port,
    user: credentials.user,
    password: credentials.password,
    database: 'casebridge',
  });
}

/**
 * The text of the newest e-mail of `kind` to `to`, as the mail server would receive it: the browser
 * tests run without SMTP, so the message is read from its `mail.deliver` job (sealed with the app's
 * SecretBox, bound to the e-mail's id) once the app's job queue has recorded it. Waits up to `timeout`.
 */
export async function readMail(to, kind, { timeout = 20_000 } = {}) {
  const { SecretBox } = require(path.join(repoRoot, 'api/dist/platform/crypto/secret-box.js'));
  const box = new SecretBox(Buffer.from(e2eSecretsKey, 'base64'));
  const client = databaseClient();
  await client.connect();
  try {
    const deadline = Date.now() + timeout;
    for (;;) {
      const { rows } = await client.query(
        `SELECT e.id, j.data->>'sealedMessage' AS sealed
           FROM outbound_emails e
           JOIN pgboss.job j ON j.name = 'mail.deliver' AND (j.data->>'emailId')::int = e.id
          WHERE e.to_address = $1 AND e.kind = $2
          ORDER BY e.id DESC LIMIT 1`,
        [to, kind],
      );
      if (rows[0]) return JSON.parse(box.open(rows[0].sealed, `outbound_emails:${rows[0].id}`)).text;
      if (Date.now() > deadline) throw new Error(`no ${kind} e-mail to ${to} within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
}
