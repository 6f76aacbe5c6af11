import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { InputError } from '../errors';

export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@ObjectType({ description: 'Where a page of a list ends; pass endCursor as `after` for the next page' })
export class PageInfo {
  @Field(() => String, { nullable: true })
  endCursor: string | null;

  @Field(() => Boolean)
  hasNextPage: boolean;
}

export type CursorValue = string | number | null;

/** Opaque keyset cursor: the sort value and id of the last row of a page. */
export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** Decodes a cursor made by encodeCursor and checks its shape; a tampered cursor is a clear 400, never SQL. */
export function decodeCursor(cursor: string, shape: ('string' | 'number' | 'string?')[]): CursorValue[] {
  const invalid = () => InputError.field('after', 'The page cursor is not valid; start again from the first page');
  if (cursor.length > 512) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw invalid();
  shape.forEach((kind, i) => {
    const value = values[i];
    const ok =
      kind === 'number'
        ? Number.isSafeInteger(value)
        : kind === 'string'
          ? typeof value === 'string'
          : value === null || typeof value === 'string';
    if (!ok || (typeof value === 'string' && value.length > 300)) throw invalid();
  });
  return values as CursorValue[];
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** Turns `limit + 1` fetched rows into a page and its cursor. */
export function toPage<T>(rows: T[], limit: number, cursorOf: (row: T) => CursorValue[]): Page<T> {
  const hasNextPage = rows.length > limit;
  const nodes = hasNextPage ? rows.slice(0, limit) : rows;
  const last = nodes[nodes.length - 1];
  return { nodes, pageInfo: { hasNextPage, endCursor: last ? encodeCursor(cursorOf(last)) : null } };
}

/** The REST shape of "more pages": the cursor of the next page, or null on the last one. */
export const nextCursorOf = (pageInfo: PageInfo): string | null => (pageInfo.hasNextPage ? pageInfo.endCursor : null);
