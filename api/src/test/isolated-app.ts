import { createDataSource } from '../db/data-source';
import { createScratchDatabase, startTestApp, type TestApp } from './harness';

/**
 * The real app on a database of its own (fresh, migrated), for tests whose operations reach across
 * every tenant (platform settings, bulk operations): they can neither disturb other test files on
 * the shared database nor be disturbed by them.
 */
export async function startIsolatedApp(env: Record<string, string> = {}): Promise<TestApp> {
  const scratch = await createScratchDatabase();
  const migrator = createDataSource({ url: scratch.url });
  try {
    await migrator.initialize();
    await migrator.runMigrations({ transaction: 'each' });
  } finally {
    if (migrator.isInitialized) await migrator.destroy();
  }
  const app = await startTestApp({ ...env, DATABASE_URL: scratch.url });
  return {
    ...app,
    async close() {
      await app.close();
      await scratch.drop();
    },
  };
}
