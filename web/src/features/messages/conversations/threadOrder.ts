import type { MessageItem } from '../messageFields';

/** How far replies are indented at most; deeper replies line up with the last level. */
export const MAX_REPLY_DEPTH = 3;

export interface ThreadEntry {
  message: MessageItem;
  /** 0 for a message that starts a thread; 1 for a reply to it, and so on (capped). */
  depth: number;
  /** The message it answers, when that one is shown too. */
  inReplyTo: MessageItem | null;
}

const chronological = (a: MessageItem, b: MessageItem) =>
  a.sentDate === b.sentDate ? a.id - b.id : Date.parse(a.sentDate) - Date.parse(b.sentDate);

/**
 * A case's messages as a conversation: oldest first, each reply right under the message it answers
 * (replies in the order they came). A reply whose message is not loaded (an earlier page) starts a thread.
 */
export function threadOrder(messages: readonly MessageItem[]): ThreadEntry[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  const replies = new Map<number, MessageItem[]>();
  const roots: MessageItem[] = [];
  for (const message of [...messages].sort(chronological)) {
    const parent = message.parentMessageId === null ? undefined : byId.get(message.parentMessageId ?? -1);
    if (parent && parent.id !== message.id) {
      replies.set(parent.id, [...(replies.get(parent.id) ?? []), message]);
    } else {
      roots.push(message);
    }
  }
  const ordered: ThreadEntry[] = [];
  const visit = (message: MessageItem, depth: number, inReplyTo: MessageItem | null) => {
    ordered.push({ message, depth: Math.min(depth, MAX_REPLY_DEPTH), inReplyTo });
    for (const reply of replies.get(message.id) ?? []) visit(reply, depth + 1, message);
  };
  for (const root of roots) visit(root, 0, null);
  return ordered;
}
