import { loadConfig } from '../config';
import { createLogger } from '../platform/logger';
import { openDatabase } from './database';

/**
 * `npm run migration:run`: applies pending migrations (as DATABASE_OWNER_URL when given) and grants
 * the app's role; to DATABASE_URL, or to the embedded database.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, logger, { migrate: true });
  await database.close();
  logger.info('database ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
