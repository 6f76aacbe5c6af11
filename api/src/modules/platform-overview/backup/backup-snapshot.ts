import type { DataSource, QueryRunner } from 'typeorm';
import { exportedTables, secretColumnPattern, type ExportedTable } from './backup-tables';

export type Row = Record<string, unknown>;

/** One exported table as it stands in the snapshot. */
export interface TableShape {
  name: string;
  /** Exported columns, in table order. */
  columns: string[];
  /** Primary key columns: rows are read in this order, in keyset batches. */
  key: string[];
  omittedColumns: Record<string, string>;
  onlyRows: ExportedTable['onlyRows'] | null;
  rowCount: number;
}

/** What the export's header states: the snapshot's moment, schema, sequences and every table. */
export interface SnapshotManifest {
  takenAt: Date;
  schemaVersion: string | null;
  sequences: Record<string, string | null>;
  tables: TableShape[];
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * A consistent, read-only view of the whole database (one REPEATABLE READ transaction), read table
 * by table in keyset batches so memory holds one batch at a time. Holds one pooled connection until
 * closed.
 */
export class BackupSnapshot {
  private constructor(private readonly runner: QueryRunner) {}

  static async open(dataSource: DataSource, maxIdleMinutes: number): Promise<BackupSnapshot> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      // The transaction waits while a slow client drains; the pool's default would end it after a minute.
      await runner.query(`SET LOCAL idle_in_transaction_session_timeout = '${Math.round(maxIdleMinutes)}min'`);
      return new BackupSnapshot(runner);
    } catch (error) {
      await runner.release();
      throw error;
    }
  }

  /** Reads the shapes and exact row counts; the first query fixes the snapshot. */
  async manifest(): Promise<SnapshotManifest> {
    const [{ taken_at: takenAt }] = (await this.runner.query('SELECT now() AS taken_at')) as { taken_at: Date }[];
    const names = exportedTables.map((table) => table.name);
    const columnRows = (await this.runner.query(
      `SELECT c.table_name, c.column_name
         FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.table_name = ANY($1)
        ORDER BY c.table_name, c.ordinal_position`,
      [names],
    )) as { table_name: string; column_name: string }[];
    const keyRows = (await this.runner.query(
      `SELECT t.relname AS table_name, a.attname AS column_name
         FROM pg_index i
         JOIN pg_class t ON t.oid = i.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position)
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
        WHERE i.indisprimary AND t.relname = ANY($1)
        ORDER BY t.relname, k.position`,
      [names],
    )) as { table_name: string; column_name: string }[];

    const tables: TableShape[] = [];
    for (const table of exportedTables) {
      const all = columnRows.filter((row) => row.table_name === table.name).map((row) => row.column_name);
      const key = keyRows.filter((row) => row.table_name === table.name).map((row) => row.column_name);
      if (all.length === 0) throw new Error(`The export names table "${table.name}", which does not exist`);
      if (key.length === 0) throw new Error(`Table "${table.name}" has no primary key to read it in order by`);
      const omittedColumns: Record<string, string> = {};
      for (const column of all) {
        const looksSecret = secretColumnPattern.test(column) && !table.keepColumns?.[column];
        const why = table.omitColumns?.[column] ?? (looksSecret ? 'its name says it holds a credential' : null);
        if (why) omittedColumns[column] = why;
      }
      const shape: TableShape = {
        name: table.name,
        columns: all.filter((column) => !(column in omittedColumns)),
        key,
        omittedColumns,
        onlyRows: table.onlyRows ?? null,
        rowCount: 0,
      };
      const [{ n }] = (await this.runner.query(
        `SELECT count(*)::bigint::text AS n FROM ${quote(shape.name)} ${shape.onlyRows ? `WHERE ${shape.onlyRows.where}` : ''}`,
      )) as { n: string }[];
      shape.rowCount = Number(n);
      tables.push(shape);
    }

    return { takenAt, schemaVersion: await this.schemaVersion(), sequences: await this.sequences(), tables };
  }

  /** The table's rows in primary key order, `batchSize` at a time. */
  async *batches(table: TableShape, batchSize: number): AsyncGenerator<Row[]> {
    const select = table.columns.map(quote).join(', ');
    const keyList = table.key.map(quote).join(', ');
    const filter = table.onlyRows ? `(${table.onlyRows.where})` : 'TRUE';
    let after: unknown[] | null = null;
    for (;;) {
      const placeholders = table.key.map((_, index) => `$${index + 1}`).join(', ');
      const keyset = after ? `(${keyList}) > (${placeholders})` : 'TRUE';
      // The key columns are selected under their own aliases, so an omitted key column still pages.
      const keyColumns = table.key.map((column, index) => `${quote(column)} AS "__key${index}"`).join(', ');
      const rows = (await this.runner.query(
        `SELECT ${select}, ${keyColumns} FROM ${quote(table.name)}
          WHERE ${filter} AND ${keyset}
          ORDER BY ${keyList}
          LIMIT ${Math.trunc(batchSize)}`,
        after ?? [],
      )) as Row[];
      if (rows.length === 0) return;
      const last = rows[rows.length - 1];
      after = table.key.map((_, index) => last[`__key${index}`]);
      for (const row of rows) {
        for (let index = 0; index < table.key.length; index += 1) delete row[`__key${index}`];
        for (const [column, value] of Object.entries(row)) {
          // bytea as PostgreSQL writes it in text ("\\x..."), not as a JSON array of bytes.
          if (Buffer.isBuffer(value)) row[column] = `\\x${value.toString('hex')}`;
        }
      }
      yield rows;
      if (rows.length < batchSize) return;
    }
  }

  /** Ends the transaction (nothing was written in it) and returns the connection to the pool. */
  async close(): Promise<void> {
    try {
      if (this.runner.isTransactionActive) await this.runner.rollbackTransaction();
    } finally {
      await this.runner.release();
    }
  }

  private async schemaVersion(): Promise<string | null> {
    const rows = (await this.runner.query(
      `SELECT name FROM migrations ORDER BY "timestamp" DESC, id DESC LIMIT 1`,
    )) as { name: string }[];
    return rows[0]?.name ?? null;
  }

  /** Every sequence's last value, so numbering (ids, invoice numbers) continues after a restore. */
  private async sequences(): Promise<Record<string, string | null>> {
    const rows = (await this.runner.query(
      `SELECT sequencename AS name, last_value::text AS value
         FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename`,
    )) as { name: string; value: string | null }[];
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }
}
