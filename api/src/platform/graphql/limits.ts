import {
  GraphQLError,
  GraphQLInt,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Query limits, checked on the operation as it will execute, before any resolver (and so any SQL)
 * runs: fragments expanded, variables applied, page sizes as asked. Messages say what was exceeded
 * without echoing the configured number back to a prober.
 */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

export interface OperationSize {
  depth: number;
  aliases: number;
  /** Every field costs 1, multiplied by the sizes of the lists around it. */
  cost: number;
}

/** What a list counts as when nothing in the query or the schema says how long it is. */
export const defaultListSize = 20;

/**
 * A list field whose length a rule of the product bounds (a bill has at most as many lines as a note
 * has procedures) declares it with `@Extensions({ maxListSize })`; the cost counts that, not the default.
 */
const declaredListSize = (field: { extensions?: Readonly<Record<string, unknown>> | null }) => {
  const size = field.extensions?.maxListSize;
  return typeof size === 'number' ? size : null;
};

/** The arguments that set how many rows a list or a connection answers. */
const pageSizeArguments = new Set(['first', 'last', 'limit']);

/**
 * Measures one operation of a validated document. A connection's page size (`first`) sizes the
 * list beneath it (`edges`, `nodes`), so a page of 100 costs 100 rows whoever wrote the query.
 * `@skip` and `@include` are ignored: the worst case counts.
 */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): OperationSize | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation) return null;
  const rootType = schema.getRootType(operation.operation);
  if (!rootType) return null;

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const variableValues = { ...defaultsOf(operation), ...(variables ?? {}) };
  const size: OperationSize = { depth: 0, aliases: 0, cost: 0 };

  const pageSizeOf = (node: FieldNode, argumentDefaults: Map<string, unknown>): number | null => {
    let size: number | null = null;
    for (const name of pageSizeArguments) {
      const argument = node.arguments?.find((candidate) => candidate.name.value === name);
      const value = argument ? valueFromAST(argument.value, GraphQLInt, variableValues) : argumentDefaults.get(name);
      if (typeof value === 'number' && Number.isFinite(value)) size = Math.max(size ?? 1, Math.trunc(value), 1);
    }
    return size;
  };

  const walk = (
    selectionSet: SelectionSetNode,
    parentType: GraphQLCompositeType,
    depth: number,
    multiplier: number,
    connectionPageSize: number | null,
    fragmentPath: readonly string[],
  ): void => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || fragmentPath.includes(name)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (type && isCompositeType(type))
          walk(fragment.selectionSet, type, depth, multiplier, connectionPageSize, [...fragmentPath, name]);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parentType;
        if (type && isCompositeType(type))
          walk(selection.selectionSet, type, depth, multiplier, connectionPageSize, fragmentPath);
        continue;
      }
      if (selection.name.value.startsWith('__')) continue;
      const fieldDefinition =
        isObjectType(parentType) || isInterfaceType(parentType)
          ? parentType.getFields()[selection.name.value]
          : undefined;
      if (!fieldDefinition) continue;
      if (selection.alias) size.aliases += 1;
      const fieldDepth = depth + 1;
      size.depth = Math.max(size.depth, fieldDepth);
      size.cost += multiplier;
      const namedType = getNamedType(fieldDefinition.type);
      if (!selection.selectionSet || !isCompositeType(namedType)) continue;
      const argumentDefaults = new Map(fieldDefinition.args.map((argument) => [argument.name, argument.defaultValue]));
      const ownPageSize = pageSizeOf(selection, argumentDefaults);
      const isList = isListType(getNullableType(fieldDefinition.type));
      if (isList) {
        const rows = ownPageSize ?? connectionPageSize ?? declaredListSize(fieldDefinition) ?? defaultListSize;
        walk(selection.selectionSet, namedType, fieldDepth, multiplier * rows, null, fragmentPath);
      } else {
        // A connection: its page size sizes the list one level down.
        walk(selection.selectionSet, namedType, fieldDepth, multiplier, ownPageSize, fragmentPath);
      }
    }
  };
  walk(operation.selectionSet, rootType, 0, 1, null, []);
  return size;
}

/** The errors that refuse an operation, or none. */
export function operationLimitErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  limits: QueryLimits,
): GraphQLError[] {
  const size = measureOperation(schema, document, operationName, variables);
  if (!size) return [];
  const refuse = (message: string) =>
    new GraphQLError(message, { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });
  if (size.aliases > limits.maxAliases) return [refuse('Query uses too many aliases')];
  if (size.depth > limits.maxDepth) return [refuse('Query is too deeply nested')];
  if (size.cost > limits.maxCost) return [refuse('Query is too expensive')];
  return [];
}

function defaultsOf(operation: OperationDefinitionNode): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    if (definition.defaultValue) {
      const value = valueFromAST(definition.defaultValue, GraphQLInt, {});
      if (value !== undefined) defaults[definition.variable.name.value] = value;
    }
  }
  return defaults;
}
