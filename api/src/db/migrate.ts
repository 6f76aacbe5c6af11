import type { DataSource, Migration } from 'typeorm';

/** Any constant unique to this application: the advisory lock that serialises migrations. */
const migrationLockKey = 724_000_001;

/**
 * Applies pending migrations while holding a PostgreSQL advisory lock, so several api replicas
 * starting at once migrate one after another instead of racing on the same tables.
 */
export async function runMigrationsExclusively(
  dataSource: DataSource,
  /** Runs under the same lock after the migrations (grants, which also race when run concurrently). */
  thenUnderLock?: () => Promise<void>,
): Promise<Migration[]> {
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    await thenUnderLock?.();
    return applied;
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    await lock.release();
  }
}
