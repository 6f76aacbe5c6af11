/** Every column of the entity: what a selection the rules cannot account for gets. */
export const allColumns = 'all';

/** The entity properties (columns) to read, or every column. */
export type ColumnSet = readonly string[] | typeof allColumns;

/** What an object type reads from its root object besides the columns its fields are named after. */
export interface ColumnRules {
  /**
   * Read whatever is selected: the id, foreign keys, the clinic id, and anything a field resolver
   * or a field-access rule on the type reads from the root.
   */
  always: readonly string[];
  /**
   * Fields served by a field resolver rather than a column, with the properties each reads from
   * the root beyond `always` (often none). A selected field that is neither a column nor listed
   * here makes the answer `allColumns`, so a new field never reads a column that was not loaded.
   */
  resolvedFrom: Readonly<Record<string, readonly string[]>>;
}

/** The part of TypeORM's EntityMetadata the helper needs. */
export interface ColumnsOf {
  readonly name: string;
  readonly columns: readonly { readonly propertyName: string }[];
}

/**
 * The columns of one entity that a reader of the fields `fieldNames` needs: fields named after
 * columns, and what the rules add. No field selected needs only `always`.
 */
export function columnsForFields(fieldNames: Iterable<string>, entity: ColumnsOf, rules: ColumnRules): ColumnSet {
  const properties = new Set(entity.columns.map((column) => column.propertyName));
  const needed = new Set<string>();
  const need = (property: string) => {
    if (!properties.has(property)) throw new Error(`${entity.name} has no column ${property} (column rules)`);
    needed.add(property);
  };
  rules.always.forEach(need);
  for (const name of fieldNames) {
    if (properties.has(name)) needed.add(name);
    else if (Object.hasOwn(rules.resolvedFrom, name)) rules.resolvedFrom[name].forEach(need);
    else return allColumns;
  }
  return [...needed];
}
