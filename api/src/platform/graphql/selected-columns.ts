import { Kind, valueFromASTUntyped, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** Every column of the entity: what a selection the rules cannot account for gets. */
export const allColumns = 'all';

/** The entity properties (columns) to read, or every column. */
export type ColumnSet = readonly string[] | typeof allColumns;

/** What a GraphQL object type reads from its root object besides the columns its fields are named after. */
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
 * The columns of one entity that a resolver's GraphQL selection needs at `path` below the resolver's
 * field (`['nodes']` for the rows of a connection, `['nodes', 'patient']` for their patient):
 * fields named after columns, what the rules add, merged over aliases and fragments. A field under
 * `@include`/`@skip` counts as selected. A path that is not selected needs only `always`.
 */
export function selectedColumns(
  info: GraphQLResolveInfo,
  path: readonly string[],
  entity: ColumnsOf,
  rules: ColumnRules,
): ColumnSet {
  const properties = new Set(entity.columns.map((column) => column.propertyName));
  const needed = new Set<string>();
  const need = (property: string) => {
    if (!properties.has(property)) throw new Error(`${entity.name} has no column ${property} (column rules)`);
    needed.add(property);
  };
  rules.always.forEach(need);
  for (const name of selectedFieldNames(info, path)) {
    if (properties.has(name)) needed.add(name);
    else if (Object.hasOwn(rules.resolvedFrom, name)) rules.resolvedFrom[name].forEach(need);
    else return allColumns;
  }
  return [...needed];
}

/** The names of the fields selected at `path` below the resolver's field (no `__typename`). */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const step of path) fields = subfieldsOf(fields, info).filter((field) => field.name.value === step);
  const names = new Set(subfieldsOf(fields, info).map((field) => field.name.value));
  names.delete('__typename');
  return names;
}

/**
 * The values given to `argument` by each selection of the field `field` directly under the
 * resolver's field (one per alias; `undefined` where the argument is left out), variables resolved.
 */
export function selectedArgumentValues(info: GraphQLResolveInfo, field: string, argument: string): unknown[] {
  return subfieldsOf(info.fieldNodes, info)
    .filter((node) => node.name.value === field)
    .map((node) => {
      const given = node.arguments?.find((candidate) => candidate.name.value === argument);
      return given ? valueFromASTUntyped(given.value, info.variableValues) : undefined;
    });
}

/** The fields directly under some fields, through inline fragments and named fragments. */
function subfieldsOf(fields: readonly FieldNode[], info: GraphQLResolveInfo): FieldNode[] {
  const found: FieldNode[] = [];
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) found.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const field of fields) visit(field.selectionSet);
  return found;
}
