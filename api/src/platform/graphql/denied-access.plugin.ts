import type { ApolloServerPlugin } from '@apollo/server';
import {
  getOperationAST,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { secondFactorRequiredMessage } from '../access/operator.policy';
import type { RequestMeta } from '../access/scope';
import { deniedActorOf, forbiddenOf, type DeniedAccessAudit, type Denial } from '../audit/denied-access';
import type { PlatformContext } from './context';

/**
 * The root fields an answer refused with FORBIDDEN, as `Query.field` (an alias is resolved to its
 * field): one denial per refused root field, however many errors or aliases it had. An error
 * without a path stands for the whole operation.
 */
export function refusedRootFields(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  errors: readonly GraphQLError[],
): Denial[] {
  const refusals = errors.flatMap((error) => {
    const refused = forbiddenOf(error.originalError ?? error);
    return refused ? [{ error, refused }] : [];
  });
  if (refusals.length === 0) return [];
  const rootType = schema.getRootType(operation.operation)?.name ?? operation.operation;
  const fields = rootFieldsByResponseKey(document, operation.selectionSet);
  const denials = new Map<string, Denial>();
  for (const { error, refused } of refusals) {
    const responseKey = error.path?.[0];
    const names =
      typeof responseKey === 'string' ? [fields.get(responseKey) ?? responseKey] : [...new Set(fields.values())];
    for (const name of names) {
      const operationName = `${rootType}.${name}`;
      if (!denials.has(operationName)) denials.set(operationName, { operation: operationName, ...refused });
    }
  }
  return [...denials.values()];
}

/** Response key (alias or name) -> field name, through fragments (validation has ruled out cycles). */
function rootFieldsByResponseKey(document: DocumentNode, selectionSet: SelectionSetNode): Map<string, string> {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const out = new Map<string, string>();
  const walk = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) out.set((selection.alias ?? selection.name).value, selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet);
      else {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment);
      }
    }
  };
  walk(selectionSet);
  return out;
}

/** GraphQL over HTTP: every FORBIDDEN answer to a known user is audited before the answer leaves. */
export const auditDeniedAccess: ApolloServerPlugin<PlatformContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue, document, operation, schema }) {
        const actor = deniedActorOf({
          scope: contextValue.scope,
          secondFactorPending: contextValue.secondFactorPending,
          sessionId: contextValue.sessionCookie?.currentSessionId ?? null,
        });
        if (!actor || !document || !operation) return;
        const denials = refusedRootFields(schema, document, operation, errors);
        await contextValue.services.deniedAccess.record(actor, denials, 'graphql', contextValue.meta);
      },
    };
  },
};

/**
 * GraphQL over WebSocket: a result about to be sent (a refused subscription, a query or mutation
 * sent over the socket, or one event) is audited like an HTTP answer.
 */
export async function auditDeniedOverWebSocket(args: ExecutionArgs, result: ExecutionResult): Promise<void> {
  if (!result.errors?.length) return;
  const context = args.contextValue as PlatformContext;
  const operation = getOperationAST(args.document, args.operationName);
  const actor = deniedActorOf({ scope: context.scope, sessionId: null });
  if (!actor || !operation) return;
  const denials = refusedRootFields(args.schema, args.document, operation, result.errors);
  await context.services.deniedAccess.record(actor, denials, 'websocket', context.meta);
}

/**
 * A socket refused to a super admin whose second factor is still pending: refused at connection,
 * before any operation is known, so the row names the endpoint.
 */
export async function auditPendingSecondFactorSocket(
  deniedAccess: DeniedAccessAudit,
  pendingSessionId: string,
  meta: RequestMeta,
): Promise<void> {
  const denial = { operation: 'WebSocket /graphql', message: secondFactorRequiredMessage, reason: null };
  await deniedAccess.record({ pendingSessionId }, [denial], 'websocket', meta);
}
