/**
 * The subscription measurements alone, on a small database of their own (1k cases), for development:
 *   cd bench && node -r @swc-node/register src/subscriptions/standalone.ts --subscribers=200
 * Prints the results as JSON; writes nothing under bench/results (the full benchmark does that).
 */
import 'reflect-metadata';
import { startBenchDatabase, withClient } from '../database';
import { growCases, loadFixedRows } from '../dataset';
import type { ServerProcess } from '../processes';
import { measureSubscriptions } from './run';

const log = (line: string) => process.stdout.write(line + '\n');

async function main() {
  const value = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const counts = (value('subscribers') ?? '200').split(',').map(Number);
  const messages = Number(value('messages') ?? 10);
  const database = await startBenchDatabase(log);
  const running: ServerProcess[] = [];
  try {
    await withClient(database.url, async (admin) => {
      await loadFixedRows(admin);
      await growCases(admin, 0, 1000, log);
    });
    const report = await measureSubscriptions(
      database.url,
      { counts, messages, spacingMs: 150, quick: true },
      running,
      log,
    );
    log(JSON.stringify(report, null, 2));
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
