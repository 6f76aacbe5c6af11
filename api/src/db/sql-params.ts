/** Collects positional parameters for hand-written SQL: `params.add(value)` returns its `$n`. */
export class SqlParams {
  readonly values: unknown[];

  /** `initial`: the parameters of SQL this extends (a query builder's `$1`..`$n`). */
  constructor(initial: readonly unknown[] = []) {
    this.values = [...initial];
  }

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
