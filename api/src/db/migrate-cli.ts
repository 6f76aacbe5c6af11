import { loadConfig } from '../config';
import { createLogger } from '../platform/logger';
import { openDatabase } from './database';
import { runMigrationsExclusively } from './migrate';

/** `npm run migration:run`: applies pending migrations to DATABASE_URL, or to the embedded database. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger);
  try {
    const applied = await runMigrationsExclusively(database.dataSource);
    logger.info('migrations applied', { count: applied.length, names: applied.map((m) => m.name) });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
