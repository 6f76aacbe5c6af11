import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Column helpers so every table spells the common columns the same way. */
export const CreatedAt = () => CreateDateColumn({ type: 'timestamptz' });
export const UpdatedAt = () => UpdateDateColumn({ type: 'timestamptz' });

/** Money is numeric in PostgreSQL and a string in TypeScript: never a float. */
export const moneyColumn = { type: 'numeric', precision: 10, scale: 2 } as const;

/** A SQL CHECK that a text column holds one of the given values. */
export function oneOf(column: string, values: readonly string[], nullable = false): string {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');
  return nullable ? `"${column}" IS NULL OR "${column}" IN (${list})` : `"${column}" IN (${list})`;
}

/**
 * A jsonb column default written as PostgreSQL prints the value back (object keys by length, then by
 * name; ", " and ": " between items), so comparing the entities with the database finds no difference.
 */
export function jsonbDefault(value: unknown): () => string {
  const print = (item: unknown): string => {
    if (Array.isArray(item)) return `[${item.map(print).join(', ')}]`;
    if (item !== null && typeof item === 'object') {
      const keys = Object.keys(item).sort((a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0));
      return `{${keys.map((key) => `${JSON.stringify(key)}: ${print((item as Record<string, unknown>)[key])}`).join(', ')}}`;
    }
    return JSON.stringify(item);
  };
  const text = print(value).replace(/'/g, "''");
  return () => `'${text}'`;
}
