import { Kind, valueFromASTUntyped, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { columnsForFields, type ColumnRules, type ColumnSet, type ColumnsOf } from '../../db/sql/column-set';

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
  return columnsForFields(selectedFieldNames(info, path), entity, rules);
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
