import { aMessage } from '../test/messageFixtures';
import { MAX_REPLY_DEPTH, threadOrder } from './threadOrder';

const at = (minute: number) => `2025-03-05T14:${String(minute).padStart(2, '0')}:00Z`;

describe('threadOrder', () => {
  it('puts messages oldest first, each reply under the message it answers', () => {
    const first = aMessage({ id: 1, sentDate: at(0) });
    const second = aMessage({ id: 2, sentDate: at(5) });
    const replyToFirst = aMessage({ id: 3, sentDate: at(10), parentMessageId: 1 });
    const replyToReply = aMessage({ id: 4, sentDate: at(15), parentMessageId: 3 });
    const laterReplyToFirst = aMessage({ id: 5, sentDate: at(20), parentMessageId: 1 });

    const entries = threadOrder([laterReplyToFirst, replyToReply, second, replyToFirst, first]);

    expect(entries.map((entry) => [entry.message.id, entry.depth, entry.inReplyTo?.id ?? null])).toEqual([
      [1, 0, null],
      [3, 1, 1],
      [4, 2, 3],
      [5, 1, 1],
      [2, 0, null],
    ]);
  });

  it('starts a thread with a reply whose message is not loaded, and caps the indentation', () => {
    const orphan = aMessage({ id: 10, sentDate: at(0), parentMessageId: 999 });
    const chain = [1, 2, 3, 4, 5].map((n) => aMessage({ id: 10 + n, sentDate: at(n), parentMessageId: 9 + n }));

    const entries = threadOrder([orphan, ...chain]);

    expect(entries[0]).toMatchObject({ depth: 0, inReplyTo: null });
    expect(Math.max(...entries.map((entry) => entry.depth))).toBe(MAX_REPLY_DEPTH);
    expect(entries.map((entry) => entry.message.id)).toEqual([10, 11, 12, 13, 14, 15]);
  });
});
