import { useQuery, useSubscription } from '@apollo/client/react';
import { MessageAddedSubscription } from '../live/messageAddedSubscription';
import { countNewUnreadMessage } from '../messageCache';
import { UnreadMessageCountQuery } from './unreadMessageCountQuery';

/**
 * The signed-in user's unread message count for the navigation badge (0 when signed out), kept
 * current live: a message from someone else adds one, and marking messages read asks the server again.
 */
export function useUnreadMessageCount(userId: string | null): number {
  const signedOut = userId === null;
  const { data } = useQuery(UnreadMessageCountQuery, { skip: signedOut });
  useSubscription(MessageAddedSubscription, {
    variables: { caseId: null },
    skip: signedOut,
    onData: ({ client, data: event }) => {
      const message = event.data?.messageAdded;
      if (message && message.senderId !== userId && !message.isRead) countNewUnreadMessage(client.cache);
    },
  });
  return signedOut ? 0 : (data?.unreadMessageCount ?? 0);
}
