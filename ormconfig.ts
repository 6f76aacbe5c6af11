/**
 * The TypeORM DataSource for the TypeORM CLI against an existing database, e.g.
 *   DATABASE_URL=postgres://... node -r @swc-node/register node_modules/typeorm/cli.js migration:show -d ormconfig.ts
 * It is the same factory the api uses. `npm run migration:run` and `npm run migration:generate`
 * need no database: they use the embedded one.
 */
import { loadConfig } from './api/src/config';
import { createDataSource } from './api/src/db/data-source';

const config = loadConfig();
if (!config.databaseUrl) {
  throw new Error(
    'ormconfig.ts is for the TypeORM CLI and needs DATABASE_URL; use npm run migration:run for the embedded database',
  );
}

export default createDataSource({ url: config.databaseUrl });
