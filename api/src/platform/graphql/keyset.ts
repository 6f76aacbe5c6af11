import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { clampLimit } from './pagination';
import { SortDirection, decodeCursor, toPage, type Page } from './connection';
import type { RowReader } from './entity-rows';

/** A sort order for keyset pagination: a non-null SQL expression and the type to cast a cursor value to. */
export interface SortKey {
  expr: string;
  cast: 'text' | 'timestamptz' | 'date';
}

/**
 * One page of a keyset (cursor) query: `(sort key, id)` after the cursor, in either direction, plus one
 * row to know whether another page follows. The sort key is computed by PostgreSQL and carried in the
 * cursor, so the page boundary matches the database's own ordering and collation. A page costs the
 * same at row 10 as at row 1,000,000. Only the id needs to be selected besides what the caller reads.
 * With `read`, rows become entities through it (raw rows, see entity-rows.ts) instead of TypeORM.
 */
export async function keysetPage<T extends ObjectLiteral & { id: number }>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  sort: SortKey,
  direction: SortDirection,
  first: number | null | undefined,
  after: string | null | undefined,
  read?: RowReader<T>,
): Promise<Page<T>> {
  const limit = clampLimit(first);
  const order = direction === SortDirection.asc ? 'ASC' : 'DESC';
  if (after) {
    const [value, id] = decodeCursor(after, ['string', 'number']);
    qb.andWhere(
      `(${sort.expr}, ${alias}.id) ${order === 'ASC' ? '>' : '<'} (CAST(:cursorValue AS ${sort.cast}), :cursorId)`,
      {
        cursorValue: value,
        cursorId: id,
      },
    );
  }
  qb.addSelect(`(${sort.expr})::text`, 'keyset_sort_key')
    .orderBy(sort.expr, order)
    .addOrderBy(`${alias}.id`, order)
    .limit(limit + 1);
  const rows = read ? await readRows(qb, read) : await hydratedRows(qb);
  const page = toPage(rows, limit, (row) => [row.key, row.entity.id]);
  return { nodes: page.nodes.map((row) => row.entity), pageInfo: page.pageInfo };
}

type SortKeyed<T> = { entity: T; key: string };

async function readRows<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  read: RowReader<T>,
): Promise<SortKeyed<T>[]> {
  const raw = await qb.getRawMany<Record<string, unknown> & { keyset_sort_key: string }>();
  return raw.map((row) => ({ entity: read(row)!, key: row.keyset_sort_key }));
}

async function hydratedRows<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): Promise<SortKeyed<T>[]> {
  const { entities, raw } = await qb.getRawAndEntities<{ keyset_sort_key: string }>();
  // Only many-to-one joins are used with this helper, so raw rows and entities line up one to one.
  return entities.map((entity, i) => ({ entity, key: raw[i].keyset_sort_key }));
}

/** `%term%` for ILIKE with the term's own % and _ taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
