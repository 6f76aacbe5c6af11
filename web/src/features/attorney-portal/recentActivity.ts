import { graphql } from '../../gql';
import type {
  AttorneyRecentMessagesQuery as RecentMessagesData,
  RecentActivityMessageFieldsFragment,
} from '../../gql/graphql';

/** Spec: the latest 10 messages. */
export const RECENT_ACTIVITY_LIMIT = 10;

export const RecentActivityMessageFields = graphql(`
  fragment RecentActivityMessageFields on Message {
    id
    caseId
    caseNumber
    patientName
    subject
    content
    senderName
    sentDate
    isRead
  }
`);

export const AttorneyRecentMessagesQuery = graphql(`
  query AttorneyRecentMessages($first: Int!) {
    messages(first: $first) {
      nodes {
        ...RecentActivityMessageFields
      }
    }
  }
`);

/** Each message the attorney may read, as it is sent. */
export const AttorneyPortalMessageAddedSubscription = graphql(`
  subscription AttorneyPortalMessageAdded {
    messageAdded {
      ...RecentActivityMessageFields
    }
  }
`);

export type ActivityMessage = RecentActivityMessageFieldsFragment;

/**
 * The list with a message that just arrived on top, still at most `limit` long; unchanged (null)
 * when the message is already there (e.g. the attorney's own message, also written by the send).
 */
export function withNewMessage(
  data: RecentMessagesData,
  message: ActivityMessage,
  limit = RECENT_ACTIVITY_LIMIT,
): RecentMessagesData | null {
  if (data.messages.nodes.some((node) => node.id === message.id)) return null;
  return { ...data, messages: { ...data.messages, nodes: [message, ...data.messages.nodes].slice(0, limit) } };
}
