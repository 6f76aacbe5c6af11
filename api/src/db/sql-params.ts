/** Collects positional parameters for hand-written SQL: `params.add(value)` returns its `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /**
   * SQL written with TypeORM's named parameters (`:name`, as the policies write their conditions)
   * with each name of `named` replaced by its `$n`; casts (`::text`) and other names are left alone.
   */
  named(sql: string, named: Record<string, unknown>): string {
    return sql.replace(/(?<![:\w]):([A-Za-z_]\w*)/g, (match, name: string) =>
      Object.hasOwn(named, name) ? this.add(named[name]) : match,
    );
  }
}
