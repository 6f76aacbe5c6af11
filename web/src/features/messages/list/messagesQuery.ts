import { graphql } from '../../../gql';

/** How many messages a list loads at a time. */
export const MESSAGES_PAGE_SIZE = 20;

/** Messages in the user's scope, newest first; of one case when `caseId` is set. */
export const MessagesQuery = graphql(`
  query Messages($caseId: Int, $first: Int!, $after: String) {
    messages(caseId: $caseId, first: $first, after: $after) {
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
 * list, the live updates and a sent message all address the same cache entry.
 */
export function messageListVariables(caseId: number | null) {
  return { caseId, first: MESSAGES_PAGE_SIZE };
}
