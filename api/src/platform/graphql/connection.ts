import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { InputError } from '../errors';
import { isStorableText } from '../validation/validate-input';

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

/**
 * What one value of a cursor must be, by the SQL type it is compared with: a cursor that decodes but
 * holds a value its column's type cannot take (a date that is not a date, an id past the integer
 * range, a zero byte in text) would fail in PostgreSQL as a server error, so it is refused here.
 */
export type CursorPart = 'text' | 'integer' | 'timestamptz' | 'date' | 'id' | 'bigintId';

const maxInteger = 2_147_483_647;
const maxBigint = 9_223_372_036_854_775_807n;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
// PostgreSQL's text form of a timestamptz (`2026-11-26 02:14:39.123+00`), or ISO 8601.
const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A real calendar day and time of day (no 2025-13-45, no 25:00), years 1 to 9999. */
function isCalendarMoment(parts: string[]): boolean {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map(Number);
  const moment = new Date(Date.UTC(2000, month - 1, day, hour, minute, second));
  moment.setUTCFullYear(year);
  return (
    year >= 1 &&
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  );
}

const cursorPartValid: Record<CursorPart, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string' && value.length <= 300 && isStorableText(value),
  date: (value) => typeof value === 'string' && isCalendarMoment(datePattern.exec(value)?.slice(1, 4) ?? ['x']),
  timestamptz: (value) => {
    const match = typeof value === 'string' ? timestampPattern.exec(value) : null;
    return match !== null && isCalendarMoment(match.slice(1, 7));
  },
  // A computed integer key, carried as its text form (keyset_sort_key is selected as text).
  integer: (value) => typeof value === 'string' && /^-?\d{1,10}$/.test(value) && Math.abs(Number(value)) <= maxInteger,
  id: (value) => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= maxInteger,
  bigintId: (value) => typeof value === 'string' && /^\d{1,19}$/.test(value) && BigInt(value) <= maxBigint,
};

export const invalidCursorMessage = 'The page cursor is not valid; start again from the first page';

/**
 * Decodes a cursor made by encodeCursor and checks each value against the type it will be compared
 * with; every list decodes its cursor here, so a tampered cursor is a clear 400 (BAD_USER_INPUT),
 * never a database error.
 */
export function decodeCursor(cursor: string, shape: CursorPart[]): CursorValue[] {
  const invalid = () => InputError.field('after', invalidCursorMessage);
  if (cursor.length > 512) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw invalid();
  shape.forEach((part, i) => {
    if (!cursorPartValid[part](values[i])) throw invalid();
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
