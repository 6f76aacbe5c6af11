import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * `count(*)` of a query without joins. TypeORM's `getCount()` counts `DISTINCT` ids, which makes
 * PostgreSQL sort or hash every matching id and keeps it from answering with an index-only scan:
 * use this wherever the query cannot repeat a row.
 */
export async function countRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<number> {
  const row = await qb.clone().select('count(*)::int', 'total').orderBy().getRawOne<{ total: number }>();
  return row?.total ?? 0;
}
