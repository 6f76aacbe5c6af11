import type { ApolloCache } from '@apollo/client';
import { MessagesQuery, messageListVariables } from './list/messagesQuery';
import type { MessageItem } from './messageFields';
import { UNREAD_COUNT_CAP, UnreadMessageCountQuery } from './unread/unreadMessageCountQuery';

/**
 * Puts a new message at the top of the cached lists it belongs to (every case's, and its own case's),
 * unless it is there already: the sender gets the message twice (the mutation's answer and the live
 * event), in either order. Lists not in the cache are left alone; they load fresh when shown.
 */
export function addMessageToLists(cache: ApolloCache, message: MessageItem): void {
  for (const caseId of [null, message.caseId]) {
    cache.updateQuery({ query: MessagesQuery, variables: messageListVariables(caseId) }, (data) => {
      if (!data || data.messages.nodes.some((node) => node.id === message.id)) return undefined;
      return { ...data, messages: { ...data.messages, nodes: [message, ...data.messages.nodes] } };
    });
  }
}

/**
 * Shows the messages as read by the signed-in user, and lowers their conversations' unread counts.
 * The conversations stay listed (even under Unread only) until the list is next asked for, so a
 * conversation does not vanish while the user reads it.
 */
export function markMessagesReadInCache(
  cache: ApolloCache,
  messages: readonly Pick<MessageItem, 'id' | 'caseId'>[],
): void {
  const readPerCase = new Map<number, number>();
  for (const { id, caseId } of messages) {
    cache.modify({ id: cache.identify({ __typename: 'Message', id }), fields: { isRead: () => true } });
    readPerCase.set(caseId, (readPerCase.get(caseId) ?? 0) + 1);
  }
  for (const [caseId, read] of readPerCase) {
    cache.modify({
      id: cache.identify({ __typename: 'MessageConversation', caseId }),
      fields: { unreadCount: (count: number) => Math.max(0, count - read) },
    });
  }
}

/** One more unread message for the badge (the server's count stops at the cap, so does this one). */
export function countNewUnreadMessage(cache: ApolloCache): void {
  cache.updateQuery({ query: UnreadMessageCountQuery }, (data) =>
    data ? { ...data, unreadMessageCount: Math.min(UNREAD_COUNT_CAP, data.unreadMessageCount + 1) } : undefined,
  );
}

/**
 * Drops the cached unread count after messages were marked read: a badge on screen asks the server
 * again (it alone knows how many of the marked messages it counted, within its window and cap).
 */
export function refreshUnreadCount(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'unreadMessageCount' });
}

/**
 * After Mark all read: every cached message shows as read (those that were unread for the viewer are
 * now read; the viewer's own always were), and the badge and conversations ask the server again.
 */
export function markAllMessagesReadInCache(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'messages' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'messageConversations' });
  refreshUnreadCount(cache);
}
