import { useMutation } from '@apollo/client/react';
import { useToast } from '../../../app/toast/toastContext';
import { graphql } from '../../../gql';
import { countOf } from '../../../lib/format';
import { serverMessage } from '../../../lib/graphqlErrors';
import { markAllMessagesReadInCache } from '../messageCache';

export const MessagesMarkAllReadMutation = graphql(`
  mutation MessagesMarkAllRead {
    messagesMarkAllRead
  }
`);

/** Mark all read: every message unread for the user, on the server; says how many, or why it failed. */
export function useMarkAllRead() {
  const showToast = useToast();
  const [markAllRead, { loading }] = useMutation(MessagesMarkAllReadMutation, {
    update: (cache) => markAllMessagesReadInCache(cache),
  });
  const run = async () => {
    try {
      const { data } = await markAllRead();
      const marked = data?.messagesMarkAllRead ?? 0;
      showToast({
        title: marked === 0 ? 'No unread messages' : `Marked ${countOf(marked, 'message')} as read`,
        severity: 'success',
      });
    } catch (error) {
      showToast({
        title: 'Could not mark messages as read',
        description: serverMessage(error) ?? 'Please try again.',
        severity: 'error',
      });
    }
  };
  return { markAllRead: run, marking: loading };
}
