import type { Request } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { DocumentCache } from './document-cache';
import { measureOperation } from './limits';

/**
 * How many fair-share turns a GraphQL request takes (decision 511): one per `costPerTurn` of its
 * measured cost (the cost the query limits check: fields times the page sizes around them), at least
 * one. The fair share caps the turns at a user's and a clinic's share, so the most expensive
 * operations the limits accept run one at a time per user while cheap ones keep their concurrency.
 * A body that is not a parsable, valid operation takes one turn; Apollo refuses it after.
 */
export function graphqlOperationTurns(
  schema: GraphQLSchema,
  documents: DocumentCache,
  costPerTurn: number,
): (req: Request) => number {
  return (req) => {
    const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown } | undefined;
    if (typeof body?.query !== 'string') return 1;
    const parsed = documents.documentOf(body.query);
    if (!('document' in parsed)) return 1;
    const variables =
      body.variables !== null && typeof body.variables === 'object' && !Array.isArray(body.variables)
        ? (body.variables as Record<string, unknown>)
        : null;
    try {
      const size = measureOperation(
        schema,
        parsed.document,
        typeof body.operationName === 'string' ? body.operationName : null,
        variables,
      );
      return size ? Math.max(1, Math.ceil(size.cost / costPerTurn)) : 1;
    } catch {
      return 1;
    }
  };
}
