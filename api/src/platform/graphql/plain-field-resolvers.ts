import { isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';

/**
 * Gives graphql-js's default resolver to every object field that type-graphql would only read from
 * its root: a property with no field resolver, no middleware (a @FieldAccess rule is one), no
 * @Authorized roles and the same name in the schema as in the class. type-graphql wraps each such
 * field in a resolver of its own that allocates per call, and a page of 50 cases resolves about
 * 700 fields (docs/performance.md). Anything else keeps type-graphql's resolver. Only for schemas
 * built without global middlewares, which would apply to every field. Answers how many it changed.
 */
export function usePlainFieldResolvers(schema: GraphQLSchema): number {
  const storage = getMetadataStorage();
  let changed = 0;
  for (const objectType of storage.objectTypes) {
    const type = schema.getType(objectType.name);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of objectType.fields ?? []) {
      const hasFieldResolver = storage.fieldResolvers.some(
        (resolver) => resolver.getObjectType?.() === objectType.target && resolver.methodName === field.name,
      );
      const plain =
        !hasFieldResolver &&
        !field.middlewares?.length &&
        !field.roles &&
        field.schemaName === field.name &&
        typeof fields[field.schemaName]?.resolve === 'function';
      if (!plain) continue;
      fields[field.schemaName].resolve = undefined;
      changed += 1;
    }
  }
  return changed;
}
