import { InputError } from '../errors';
import { SortDirection } from '../graphql/connection';
import { isStorableText, validateInput } from '../validation/validate-input';

/**
 * Query-string readers for the REST shim: each bad value is a 400 that names the parameter. Every
 * reader starts from optionalString (one value, text PostgreSQL can store); parameters that GraphQL
 * takes as an input class go through that class with parseQuery, so both transports share its rules.
 */

const maxInteger = 2_147_483_647;

export function positiveIdParam(raw: string, label: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > maxInteger) {
    throw InputError.field('id', `${label} id must be a positive whole number`);
  }
  return Number(raw);
}

export function optionalString(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw InputError.field(name, `${name} must be given once`);
  if (!isStorableText(value)) throw InputError.field(name, `${name} contains characters that are not allowed`);
  return value;
}

export function optionalInt(query: Record<string, unknown>, name: string): number | null {
  const value = optionalString(query, name);
  if (value === null) return null;
  if (!/^\d{1,10}$/.test(value) || Number(value) > maxInteger)
    throw InputError.field(name, `${name} must be a positive whole number`);
  return Number(value);
}

/** How parseQuery reads each query parameter an input class declares: as text, or as a whole number. */
export type QueryFields<T> = Partial<Record<keyof T & string, 'text' | 'int'>>;

/**
 * Query parameters read into the input class GraphQL takes for the same list and validated by the
 * same step (validateInput): trimmed, storable, within the class's lengths, enums and messages.
 */
export async function parseQuery<T extends object>(
  InputClass: new () => T,
  query: Record<string, unknown>,
  fields: QueryFields<T>,
): Promise<T> {
  const input = new InputClass() as Record<string, unknown>;
  for (const [name, kind] of Object.entries(fields)) {
    const value = kind === 'int' ? optionalInt(query, name) : optionalString(query, name);
    if (value !== null) input[name] = value;
  }
  await validateInput(input);
  return input as T;
}

export function optionalEnum<T extends string>(
  query: Record<string, unknown>,
  name: string,
  values: readonly T[],
): T | null {
  const value = optionalString(query, name);
  if (value === null) return null;
  if (!(values as readonly string[]).includes(value))
    throw InputError.field(name, `${name} must be one of ${values.join(', ')}`);
  return value as T;
}

/** A REST list's page: `limit` (the page size), `cursor` (the previous answer's `nextCursor`), `sortDirection`. */
export function listParams(query: Record<string, unknown>, defaultLimit = 20) {
  return {
    first: optionalInt(query, 'limit') ?? defaultLimit,
    after: optionalString(query, 'cursor'),
    sortDirection: optionalEnum(query, 'sortDirection', Object.values(SortDirection)),
  };
}

/** Read-only fields a client may echo back in a PUT body; they are ignored, never applied. */
export function withoutReadOnlyFields(body: unknown, fields: string[]): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const field of fields) delete copy[field];
  return copy;
}

/**
 * The spec sends money as JSON numbers ("amount as decimal number"); inputs take decimal strings,
 * converted exactly as the GraphQL Decimal scalar converts a number. Anything else is left to validation.
 */
export function withDecimalStrings(body: unknown, fields: string[]): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const copy = { ...(body as Record<string, unknown>) };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'number' && Number.isFinite(value)) copy[field] = String(value);
  }
  return copy;
}
