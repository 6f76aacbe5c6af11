import type { DataSource } from 'typeorm';

/** Undoes the migrations applied after `name`, and `name` itself, so a test can run it on data of its own. */
export async function undoMigrationsThrough(dataSource: DataSource, name: string): Promise<void> {
  for (;;) {
    const [last] = (await dataSource.query(`SELECT name FROM migrations ORDER BY "timestamp" DESC LIMIT 1`)) as {
      name: string;
    }[];
    if (!last) throw new Error(`Migration ${name} was never applied`);
    await dataSource.undoLastMigration();
    if (last.name === name) return;
  }
}
