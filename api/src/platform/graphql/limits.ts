import {
  GraphQLError,
  TypeInfo,
  getNamedType,
  getNullableType,
  isListType,
  visit,
  visitWithTypeInfo,
  type ASTVisitor,
  type FieldNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * Query limits checked during validation, before any resolver (and so any SQL) runs.
 * Messages say what was exceeded without echoing the configured number back to a prober.
 */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
}

const isIntrospectionField = (node: FieldNode) => node.name.value.startsWith('__');

export function depthLimit(maxDepth: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let depth = 0;
    let reported = false;
    return {
      Field: {
        enter(node) {
          if (isIntrospectionField(node)) return false;
          depth += 1;
          if (depth > maxDepth && !reported) {
            reported = true;
            context.reportError(
              new GraphQLError('Query is too deeply nested', {
                nodes: [node],
                extensions: { code: 'QUERY_TOO_COMPLEX' },
              }),
            );
          }
          return undefined;
        },
        leave(node) {
          if (!isIntrospectionField(node)) depth -= 1;
        },
      },
    };
  };
}

export function aliasLimit(maxAliases: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    let aliases = 0;
    return {
      Field(node) {
        if (node.alias) aliases += 1;
      },
      Document: {
        leave() {
          if (aliases > maxAliases) {
            context.reportError(
              new GraphQLError('Query uses too many aliases', { extensions: { code: 'QUERY_TOO_COMPLEX' } }),
            );
          }
        },
      },
    };
  };
}

/** Default multiplier for a list field without a limit/first argument. */
const defaultListSize = 20;

function listMultiplier(node: FieldNode, variables: Record<string, unknown>): number {
  for (const argument of node.arguments ?? []) {
    if (argument.name.value !== 'limit' && argument.name.value !== 'first') continue;
    const value = argument.value;
    if (value.kind === 'IntValue') return Math.max(1, Number(value.value));
    if (value.kind === 'Variable') {
      const given = variables[value.name.value];
      if (typeof given === 'number') return Math.max(1, given);
    }
  }
  return defaultListSize;
}

/**
 * Cost: every field costs 1, multiplied by the sizes of the lists around it. A page of 100 cases
 * with 5 fields each costs about 600; nested lists multiply quickly, which is the point.
 */
export function costLimit(maxCost: number): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const typeInfo = new TypeInfo(context.getSchema());
    const multipliers: number[] = [1];
    let cost = 0;
    let reported = false;
    const variables: Record<string, unknown> = {};
    const visitor: ASTVisitor = {
      Field: {
        enter(node) {
          if (isIntrospectionField(node)) return false;
          const current = multipliers[multipliers.length - 1];
          cost += current;
          const type = typeInfo.getType();
          const isList = type ? isListType(getNullableType(type)) : false;
          const hasSelection = type ? 'getFields' in (getNamedType(type) as object) : false;
          multipliers.push(isList && hasSelection ? current * listMultiplier(node, variables) : current);
          if (cost > maxCost && !reported) {
            reported = true;
            context.reportError(
              new GraphQLError('Query is too expensive', { nodes: [node], extensions: { code: 'QUERY_TOO_COMPLEX' } }),
            );
          }
          return undefined;
        },
        leave(node) {
          if (!isIntrospectionField(node)) multipliers.pop();
        },
      },
    };
    return {
      Document(node) {
        visit(node, visitWithTypeInfo(typeInfo, visitor));
        return false;
      },
    };
  };
}

export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  return [depthLimit(limits.maxDepth), aliasLimit(limits.maxAliases), costLimit(limits.maxCost)];
}
