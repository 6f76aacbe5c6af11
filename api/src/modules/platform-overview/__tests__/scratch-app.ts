import { createDataSource } from '../../../db/data-source';
import { runMigrationsExclusively } from '../../../db/migrate';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';

/**
 * The real app on a database of its own, migrated and empty: platform-wide figures and a full export
 * can then be compared with exact expectations, without the rows other test files add meanwhile.
 */
export async function startScratchApp(): Promise<TestApp> {
  const scratch = await createScratchDatabase();
  const migrator = createDataSource({ url: scratch.url });
  try {
    await migrator.initialize();
    await runMigrationsExclusively(migrator);
  } finally {
    if (migrator.isInitialized) await migrator.destroy();
  }
  const app = await startTestApp({ DATABASE_URL: scratch.url });
  return {
    ...app,
    async close() {
      await app.close();
      await scratch.drop();
    },
  };
}
