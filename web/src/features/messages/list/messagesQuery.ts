import { graphql } from '../../../gql';
import type { MessageFilter } from '../../../gql/graphql';

/** How many messages a list loads at a time. */
export const MESSAGES_PAGE_SIZE = 20;

/** Messages in the user's scope, newest first; of one case when `caseId` is set. */
export const MessagesQuery = graphql(`
  query Messages($caseId: Int, $first: Int!, $after: String, $filter: MessageFilter) {
    messages(caseId: $caseId, first: $first, after: $after, filter: $filter) {
      nodes {
        ...MessageFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The variables of a message list's first page. `caseId` is always sent (null for every case), so the
 * list, the live updates and a sent message all address the same cache entry; a filter only when
 * there is one (a filtered list is its own entry, which live updates leave alone).
 */
export function messageListVariables(caseId: number | null, filter: MessageFilter | null = null) {
  return filter ? { caseId, first: MESSAGES_PAGE_SIZE, filter } : { caseId, first: MESSAGES_PAGE_SIZE };
}
