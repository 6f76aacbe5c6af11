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
