import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../platform/logger';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';

/**
 * `npm run migration:generate -- <Name>`: starts a throwaway embedded PostgreSQL, applies the
 * existing migrations, and writes the difference to the entities as a new migration (up and down).
 */
async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Usage: npm run migration:generate -- MigrationName (PascalCase)');
  }
  const logger = createLogger('warn');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casebridge-migration-'));
  const pg = await startEmbeddedPostgres({ dataDir, database: 'migration', logger });
  const dataSource = createDataSource({ url: pg.ownerUrl });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('The entities match the migrations: nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const render = (queries: { query: string; parameters?: unknown[] }[]) =>
      queries
        .map((q) => {
          const text = '`' + q.query.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${') + '`';
          return `    await queryRunner.query(${text}${q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''});`;
        })
        .join('\n');
    const file = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${render(sql.upQueries)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${render(sql.downQueries.reverse())}
  }
}
`;
    const dir = path.join(__dirname, 'migrations');
    const fileName = `${timestamp}-${name}`;
    fs.writeFileSync(path.join(dir, `${fileName}.ts`), file);
    writeMigrationIndex(dir);
    console.log(`Wrote migrations/${fileName}.ts: review it before committing.`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await pg.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Rewrites migrations/index.ts from the folder, in timestamp order. */
export function writeMigrationIndex(dir: string): void {
  const files = fs
    .readdirSync(dir)
    .filter((file) => /^\d+-[A-Za-z0-9]+\.ts$/.test(file))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  const classes = files.map((file) => {
    const [timestamp, name] = file.replace(/\.ts$/, '').split('-');
    return { file: file.replace(/\.ts$/, ''), className: `${name}${timestamp}` };
  });
  const text = [
    '/** Every migration in order. Written by `npm run migration:generate` from this folder: do not edit by hand. */',
    ...classes.map((c) => `import { ${c.className} } from './${c.file}';`),
    '',
    'export const migrations = [',
    ...classes.map((c) => `  ${c.className},`),
    '];',
    '',
  ].join('\n');
  fs.writeFileSync(path.join(dir, 'index.ts'), text);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
