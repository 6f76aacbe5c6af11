import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** This run's embedded database, as its owner (the data folder server.mjs made); connect and end it yourself. */
export function databaseClient() {
  const dataDir = process.env.CASEBRIDGE_E2E_DATA_DIR;
  if (!dataDir) throw new Error('the database is reachable only while run.mjs serves the app');
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
