import { useSubscription } from '@apollo/client/react';
import { addMessageToLists } from '../messageCache';
import { MessageAddedSubscription } from './messageAddedSubscription';

/**
 * Keeps the cached message lists current while a list is on screen: each message sent (of one case
 * when `caseId` is set) is put at the top of its lists, without asking the server again. Returns
 * the subscription's error, if live updates stopped.
 */
export function useLiveMessages(caseId: number | null) {
  const { error } = useSubscription(MessageAddedSubscription, {
    variables: { caseId },
    onData: ({ client, data }) => {
      const message = data.data?.messageAdded;
      if (message) addMessageToLists(client.cache, message);
    },
  });
  return { liveError: error };
}
