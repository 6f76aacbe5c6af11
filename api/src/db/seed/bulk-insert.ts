import type { EntityManager } from 'typeorm';

/** Column name → PostgreSQL type of the array it is sent as (`int`, `text`, `date`, `jsonb`...). */
export type BulkColumns = Record<string, string>;

/**
 * Inserts many rows in one statement: one array parameter per column, expanded by unnest, rows kept
 * in the given order (so serial ids follow it). Returns the `returning` columns of each row, in order.
 */
export async function insertRows<T = Record<string, unknown>>(
  manager: EntityManager,
  table: string,
  columns: BulkColumns,
  rows: Record<string, unknown>[],
  returning?: string,
): Promise<T[]> {
  if (rows.length === 0) return [];
  const names = Object.keys(columns);
  const arrays = names.map((name) =>
    rows.map((row) => {
      const value = row[name];
      return columns[name] === 'jsonb' && value !== null && value !== undefined
        ? JSON.stringify(value)
        : (value ?? null);
    }),
  );
  const unnest = names.map((name, i) => `$${i + 1}::${columns[name]}[]`).join(', ');
  const list = names.map((name) => `"${name}"`).join(', ');
  const result = (await manager.query(
    `INSERT INTO ${table} (${list})
     SELECT ${names.map((_, i) => `r.c${i}`).join(', ')}
       FROM unnest(${unnest}) WITH ORDINALITY AS r(${names.map((_, i) => `c${i}`).join(', ')}, n)
      ORDER BY r.n
     ${returning ? `RETURNING ${returning}` : ''}`,
    arrays,
  )) as T[];
  return returning ? result : [];
}
