import { createScratchDatabase, startTestApp, type TestApp } from './harness';

/**
 * The real app on a database of its own (fresh, migrated, empty), for tests whose operations or
 * figures reach across every tenant (platform settings and figures, bulk operations, the full export):
 * they can neither disturb other test files on the shared database nor be disturbed by them.
 */
export async function startIsolatedApp(
  env: Record<string, string> = {},
  options: Parameters<typeof startTestApp>[2] = {},
): Promise<TestApp> {
  const scratch = await createScratchDatabase({ migrate: true });
  const app = await startTestApp({ ...env, DATABASE_URL: scratch.url }, undefined, options);
  return {
    ...app,
    async close() {
      await app.close();
      await scratch.drop();
    },
  };
}
