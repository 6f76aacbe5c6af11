import type { MockLink } from '@apollo/client/testing';
import { aUser, currentUserMock } from '../../../test/fixtures';
import { liveTestClient } from '../../../test/liveTestClient';
import { CaseOptionQuery, CaseOptionsQuery } from '../../cases/form/CasePicker';
import { MessageConversationsQuery } from '../conversations/conversationsQuery';
import { MessagesQuery } from '../list/messagesQuery';
import { MessageAddedSubscription } from '../live/messageAddedSubscription';
import { MessagesMarkReadMutation } from '../list/useMarkMessagesRead';
import type { MessageItem } from '../messageFields';
import { UnreadMessageCountQuery } from '../unread/unreadMessageCountQuery';

/** The signed-in clinic user of these tests, and an attorney. */
export const staffUser = aUser();
export const attorneyUser = aUser({
  id: '4c1d2e3f-0000-4000-8000-000000000005',
  email: 'sam.harper@harper-law.example',
  firstName: 'Sam',
  lastName: 'Harper',
  fullName: 'Sam Harper',
  role: 'attorney',
  clinicId: null,
  attorneyId: 5,
  clinic: null,
});

export function aMessage(overrides: Partial<MessageItem> = {}) {
  return {
    __typename: 'Message' as const,
    id: 1,
    caseId: 101,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    senderId: attorneyUser.id as string | null,
    senderName: 'Sam Harper',
    senderRole: 'attorney' as string | null,
    recipientType: 'clinic' as MessageItem['recipientType'],
    recipientName: 'Riverside Chiropractic' as string | null,
    subject: 'Police report received',
    content: 'We received the police report; it confirms the other driver was at fault.',
    messageType: 'internal',
    parentMessageId: null as number | null,
    sentDate: '2025-03-05T14:30:00Z',
    isRead: true,
    readByRecipient: true,
    ...overrides,
  };
}

export type MockMessage = ReturnType<typeof aMessage>;

export function messagesPage(
  nodes: MockMessage[],
  { endCursor = null, hasNextPage = false }: { endCursor?: string | null; hasNextPage?: boolean } = {},
) {
  return {
    messages: {
      __typename: 'MessageConnection' as const,
      nodes,
      pageInfo: { __typename: 'PageInfo' as const, endCursor, hasNextPage },
    },
  };
}

/** One `messages` answer for the list of one case (or every case when `caseId` is null). */
export function messagesMock(
  caseId: number | null,
  nodes: MockMessage[],
  page: { after?: string; endCursor?: string | null; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  const variables = page.after ? { caseId, first: 20, after: page.after } : { caseId, first: 20 };
  return { request: { query: MessagesQuery, variables }, result: { data: messagesPage(nodes, page) } };
}

export function aConversation(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'MessageConversation' as const,
    caseId: 101,
    caseNumber: 'CASE-2025-001',
    patientName: 'Alex Rivera',
    messageCount: 3,
    unreadCount: 0,
    lastMessageAt: '2025-03-05T14:30:00Z',
    lastSubject: 'Police report received',
    lastSenderName: 'Sam Harper',
    ...overrides,
  };
}

/** The conversations under `filter` (null: none), answered as often as asked; `requests` records each. */
export function conversationsMock(filter: Record<string, unknown> | null, nodes: ReturnType<typeof aConversation>[]) {
  const requests = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: MessageConversationsQuery, variables: { filter, first: 20 } },
    result: () => {
      requests(filter);
      return {
        data: {
          messageConversations: {
            __typename: 'MessageConversationConnection' as const,
            nodes,
            pageInfo: { __typename: 'PageInfo' as const, endCursor: null, hasNextPage: false },
          },
        },
      };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

/** The unread count, answered as often as it is asked (`counts` in turn, the last one repeating). */
export function unreadCountMock(...counts: number[]) {
  const requests = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: UnreadMessageCountQuery },
    result: () => {
      requests();
      const count = counts[Math.min(requests.mock.calls.length - 1, counts.length - 1)];
      return { data: { unreadMessageCount: count } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return { mock, requests };
}

/** `messagesMarkRead` for exactly these ids; `calls` records each request. */
export function markReadMock(ids: number[], marked = ids.length) {
  const calls = jest.fn();
  const mock: MockLink.MockedResponse = {
    request: { query: MessagesMarkReadMutation, variables: { ids } },
    result: () => {
      calls(ids);
      return { data: { messagesMarkRead: marked } };
    },
  };
  return { mock, calls };
}

/**
 * The messaging requests of the navigation bar's badge and of Secure Messaging, never answered: for
 * tests of other screens (routing, layout) that render them without caring about messages.
 */
export const pendingMessagingMocks: MockLink.MockedResponse[] = [
  UnreadMessageCountQuery,
  MessageAddedSubscription,
  MessagesQuery,
  MessageConversationsQuery,
  CaseOptionsQuery,
  CaseOptionQuery,
].map((query) => ({
  request: { query, variables: () => true },
  delay: Number.POSITIVE_INFINITY,
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

/** The app's own client over mocks; `deliver` pushes a message to the open `messageAdded` subscriptions. */
export function messagingTestClient(mocks: ReadonlyArray<MockLink.MockedResponse>, user = staffUser) {
  const live = liveTestClient([currentUserMock(user), ...mocks]);
  return { ...live, deliver: (message: MockMessage) => live.deliver({ messageAdded: message }) };
}
