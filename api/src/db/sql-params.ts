/** Collects positional parameters for hand-written SQL: `params.add(value)` returns its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A condition written with SqlParams, for TypeORM's query builder (which takes `:name` parameters):
 * the same SQL, each `$n` renamed `:sqlParamN`. The policies write one dialect ($n); hand-written
 * SQL takes their conditions as they are, a query builder through this.
 */
export function queryBuilderCondition(build: (params: SqlParams) => string): {
  sql: string;
  params: Record<string, unknown>;
} {
  const params = new SqlParams();
  const sql = build(params).replace(/\$(\d+)(?!\d)/g, (_match, index: string) => `:sqlParam${index}`);
  return { sql, params: Object.fromEntries(params.values.map((value, index) => [`sqlParam${index + 1}`, value])) };
}
