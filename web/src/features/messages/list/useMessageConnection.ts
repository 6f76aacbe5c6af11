import { useQuery } from '@apollo/client/react';
import type { MessageFilter } from '../../../gql/graphql';
import { useConnectionPages } from '../../../lib/useConnectionPages';
import { MessagesQuery, messageListVariables } from './messagesQuery';

/**
 * The newest messages in scope (of one case when `caseId` is set, narrowed by `filter`), page by page. A list shown again
 * asks the server once (live updates only reach lists on screen), then lives on the cache, which
 * sent and live messages keep current.
 */
export function useMessageConnection(caseId: number | null, filter: MessageFilter | null = null) {
  const result = useQuery(MessagesQuery, {
    variables: messageListVariables(caseId, filter),
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return useConnectionPages(result, 'messages', 'messages');
}
