/** GraphQL `Int` is a signed 32-bit integer: larger ids cannot exist. */
const MAX_GRAPHQL_INT = 2 ** 31 - 1;

export type RecordIdParam = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'valid'; id: number };

/** Reads a route's `:id` (integer record ids): empty, not a positive integer, or a usable id. */
export function parseRecordId(param: string | undefined): RecordIdParam {
  const text = param?.trim() ?? '';
  if (text === '') return { kind: 'missing' };
  if (!/^\d+$/.test(text)) return { kind: 'invalid' };
  const id = Number(text);
  return id >= 1 && id <= MAX_GRAPHQL_INT ? { kind: 'valid', id } : { kind: 'invalid' };
}
