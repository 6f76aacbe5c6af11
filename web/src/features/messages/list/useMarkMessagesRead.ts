import { useEffect, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { markMessagesReadInCache, refreshUnreadCount } from '../messageCache';
import type { MessageItem } from '../messageFields';

export const MessagesMarkReadMutation = graphql(`
  mutation MessagesMarkRead($ids: [Int!]!) {
    messagesMarkRead(ids: $ids)
  }
`);

/** How long unread messages are on screen before they count as read; messages arriving meanwhile join the batch. */
export const MARK_READ_DELAY_MS = 1000;
/** The most ids the server takes in one call. */
export const MARK_READ_BATCH_SIZE = 100;

type Unread = Pick<MessageItem, 'id' | 'caseId'>;

function inBatches(messages: readonly Unread[]): Unread[][] {
  const batches: Unread[][] = [];
  for (let start = 0; start < messages.length; start += MARK_READ_BATCH_SIZE) {
    batches.push(messages.slice(start, start + MARK_READ_BATCH_SIZE));
  }
  return batches;
}

function parseUnread(entry: string): Unread {
  const [id, caseId] = entry.split(':').map(Number);
  return { id, caseId };
}

/**
 * Marks the shown messages that the user has not read as read, once they have been on screen for a
 * moment while the browser tab is visible (a list open in a background tab marks nothing). Each id is
 * sent once; after the server answers, the messages show as read, their conversations' unread counts
 * drop and the unread badge is refreshed.
 */
export function useMarkMessagesRead(shown: readonly MessageItem[]): void {
  const [markRead] = useMutation(MessagesMarkReadMutation);
  /** Ids sent or being sent, so a re-render never sends them again. */
  const requested = useRef(new Set<number>());
  const unreadKey = shown
    .filter((message) => !message.isRead)
    .map((message) => `${message.id}:${message.caseId}`)
    .join(',');

  useEffect(() => {
    const unread = unreadKey === '' ? [] : unreadKey.split(',').map(parseUnread);
    const pending = unread.filter(({ id }) => !requested.current.has(id));
    if (pending.length === 0) return;

    let timer: number | undefined;
    const send = () => {
      for (const batch of inBatches(pending)) {
        for (const { id } of batch) requested.current.add(id);
        markRead({
          variables: { ids: batch.map(({ id }) => id) },
          update: (cache) => {
            markMessagesReadInCache(cache, batch);
            refreshUnreadCount(cache);
          },
        }).catch(() => {
          // Still unread: the next change of the list tries again.
          for (const { id } of batch) requested.current.delete(id);
        });
      }
    };
    // The wait starts (again) whenever the tab is visible and stops when it is hidden.
    const followVisibility = () => {
      if (document.visibilityState === 'visible') {
        timer ??= window.setTimeout(send, MARK_READ_DELAY_MS);
      } else {
        window.clearTimeout(timer);
        timer = undefined;
      }
    };

    followVisibility();
    document.addEventListener('visibilitychange', followVisibility);
    return () => {
      document.removeEventListener('visibilitychange', followVisibility);
      window.clearTimeout(timer);
    };
  }, [unreadKey, markRead]);
}
