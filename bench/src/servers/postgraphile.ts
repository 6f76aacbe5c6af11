/**
 * Server D: PostGraphile 5 (amber preset, its default plugins) over the `public` schema, served by
 * grafserv on node:http. Every request runs as the bench_postgraphile role with the clinic and user
 * in transaction-local settings (pgSettings), so row-level security shows it exactly the rows our
 * clinic user sees. Like the raw server it checks a bearer token in memory (as a JWT would be),
 * with no session lookup in the database.
 */
import './node20-compat';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postgraphile } from 'postgraphile';
import { makePgService } from 'postgraphile/adaptors/pg';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { postgraphileRole } from '../postgraphile-setup';
import { announce, requireEnv, startControlServer } from './control';

const caller = JSON.parse(requireEnv('BENCH_RAW_CALLER')) as {
  token: string;
  clinicId: number;
  userId: string;
  name: string;
};

const preset: GraphileConfig.Preset = {
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString: requireEnv('BENCH_DATABASE_URL'),
      schemas: ['public'],
      poolConfig: { max: Number(process.env.BENCH_POOL_MAX ?? 10), application_name: 'bench-postgraphile' },
      pgSettings(requestContext) {
        const authorized = requestContext.node?.req.headers.authorization === `Bearer ${caller.token}`;
        if (!authorized) return { role: 'bench_nobody' };
        return {
          role: postgraphileRole,
          'casebridge.clinic_id': String(caller.clinicId),
          'casebridge.user_id': caller.userId,
          'casebridge.user_name': caller.name,
        };
      },
    }),
  ],
  grafserv: { graphiql: false, websockets: false },
  grafast: { explain: false },
};

async function main() {
  const pgl = postgraphile(preset);
  const serv = pgl.createServ(grafserv);
  const server = http.createServer();
  server.keepAliveTimeout = 60_000;
  await serv.addTo(server);
  await pgl.getSchema();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  announce((server.address() as AddressInfo).port, await startControlServer());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
