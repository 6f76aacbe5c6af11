import { graphql } from '../../../gql';

/** How many conversations the list loads at a time. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The viewer's conversations (one per case), latest activity first, under Secure Messaging's filters. */
export const MessageConversationsQuery = graphql(`
  query MessageConversations($filter: MessageFilter, $first: Int!, $after: String) {
    messageConversations(filter: $filter, first: $first, after: $after) {
      nodes {
        caseId
        caseNumber
        patientName
        messageCount
        unreadCount
        lastMessageAt
        lastSubject
        lastSenderName
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
