import { UseMiddleware } from 'type-graphql';
import type { Scope } from './scope';

/**
 * A field-level rule: who may read one field of a record. Declared once on the type with
 * @FieldAccess; GraphQL answers null to anyone else and the REST shim removes the field with
 * `redactFields`, so a hidden field is hidden on every path.
 */
export interface FieldRule<T = never> {
  name: string;
  allows(scope: Scope | null, record: T): boolean;
}

export function fieldRule<T>(name: string, allows: (scope: Scope | null, record: T) => boolean): FieldRule<T> {
  return { name, allows };
}

/** A class used as a GraphQL object type (its constructor keys the rules). */
type ObjectClass = abstract new (...args: never[]) => object;

const rulesByType = new Map<ObjectClass, Map<string, FieldRule<unknown>>>();

export function FieldAccess<T>(rule: FieldRule<T>): PropertyDecorator {
  return (target, propertyKey) => {
    const type = target.constructor as ObjectClass;
    const rules = rulesByType.get(type) ?? new Map<string, FieldRule<unknown>>();
    rules.set(String(propertyKey), rule as FieldRule<unknown>);
    rulesByType.set(type, rules);
    UseMiddleware(async ({ root, context }: { root: unknown; context: { scope: Scope | null } }, next) =>
      rule.allows(context.scope, root as T) ? next() : null,
    )(target, propertyKey);
  };
}

/** The REST shim's side of the same rules: a copy of the record without the fields the scope may not read. */
export function redactFields<T extends object>(type: new (...args: never[]) => T, scope: Scope | null, record: T): T {
  const rules = rulesByType.get(type);
  if (!rules) return record;
  const copy = { ...record } as Record<string, unknown>;
  for (const [field, rule] of rules) {
    if (!rule.allows(scope, record as never)) delete copy[field];
  }
  return copy as T;
}

export function restrictedFieldsOf(type: ObjectClass): string[] {
  return [...(rulesByType.get(type)?.keys() ?? [])];
}

/**
 * The fields of `type` the scope may not read, from its @FieldAccess rules (the one list): what a
 * record's history must leave out too. Rules that look at the record are asked about `record`
 * (missing when the caller has none: such a rule must then answer for the scope alone).
 */
export function hiddenFieldsOf<T extends object>(
  type: abstract new (...args: never[]) => T,
  scope: Scope | null,
  record?: T,
): string[] {
  const rules = rulesByType.get(type);
  if (!rules) return [];
  return [...rules].filter(([, rule]) => !rule.allows(scope, record as never)).map(([field]) => field);
}

/** The field rules declared on a type, by field (empty when it has none). */
export function fieldRulesOf(type: ObjectClass): ReadonlyMap<string, FieldRule<unknown>> {
  return new Map(rulesByType.get(type) ?? []);
}

/** Every type that declares a field rule: what a test of the REST answers must cover. */
export function typesWithFieldRules(): ObjectClass[] {
  return [...rulesByType.keys()];
}
