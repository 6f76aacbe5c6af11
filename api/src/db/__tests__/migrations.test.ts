import { createDataSource } from '../data-source';
import { runMigrationsExclusively } from '../migrate';
import { createScratchDatabase } from '../../test/harness';

describe('migrations', () => {
  it('build exactly the schema the entities describe, and undo cleanly', async () => {
    const scratch = await createScratchDatabase();
    const dataSource = createDataSource({ url: scratch.ownerUrl });
    try {
      await dataSource.initialize();
      const applied = await dataSource.runMigrations();
      expect(applied.length).toBeGreaterThanOrEqual(2);

      // Any difference between entities and migrations would show up as pending schema changes.
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);

      const plans = await dataSource.query(
        `SELECT code, monthly_price, annual_price, max_users, max_active_cases FROM plans ORDER BY sort_order`,
      );
      expect(plans).toEqual([
        { code: 'starter', monthly_price: '249.00', annual_price: '2490.00', max_users: 3, max_active_cases: 50 },
        {
          code: 'professional',
          monthly_price: '349.00',
          annual_price: '3500.00',
          max_users: 10,
          max_active_cases: 200,
        },
        {
          code: 'enterprise',
          monthly_price: '599.00',
          annual_price: '5990.00',
          max_users: null,
          max_active_cases: null,
        },
      ]);

      for (let i = 0; i < applied.length; i += 1) await dataSource.undoLastMigration();
      const tables = await dataSource.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
      );
      expect(tables).toEqual([]);

      expect((await dataSource.runMigrations()).length).toBe(applied.length);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await scratch.drop();
    }
  }, 30_000); // every migration up and down, on a fresh database: seconds, more on a loaded machine

  it('refuse an undefined value in a where clause instead of matching every row', async () => {
    const scratch = await createScratchDatabase();
    const dataSource = createDataSource({ url: scratch.ownerUrl });
    try {
      await dataSource.initialize();
      await dataSource.runMigrations();
      await expect(dataSource.getRepository('Clinic').findOneBy({ id: undefined })).rejects.toThrow();
      await expect(dataSource.getRepository('Clinic').findBy({ name: null as never })).rejects.toThrow();
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await scratch.drop();
    }
  });

  it('are applied exactly once when several replicas start at the same moment', async () => {
    const scratch = await createScratchDatabase();
    const replicas = [
      createDataSource({ url: scratch.ownerUrl }),
      createDataSource({ url: scratch.ownerUrl }),
      createDataSource({ url: scratch.ownerUrl }),
    ];
    try {
      await Promise.all(replicas.map((replica) => replica.initialize()));
      const applied = await Promise.all(replicas.map((replica) => runMigrationsExclusively(replica)));
      const names = applied.flat().map((migration) => migration.name);
      expect(new Set(names).size).toBe(names.length);
      const [row] = await replicas[0].query('SELECT count(*)::int AS n FROM migrations');
      expect(row.n).toBe(names.length);
      expect(names.length).toBeGreaterThanOrEqual(2);
    } finally {
      await Promise.all(replicas.filter((r) => r.isInitialized).map((r) => r.destroy()));
      await scratch.drop();
    }
  }, 30_000);
});
