import type { MockLink } from '@apollo/client/testing';
import type { NotificationFieldsFragment } from '../../../gql/graphql';
import {
  NotificationPreferencesQuery,
  NotificationsQuery,
  NotificationUnreadCountQuery,
} from '../notificationDocuments';
import { RECENT_COUNT } from '../useNotifications';

type MockNotification = NotificationFieldsFragment & { __typename: 'Notification' };

export function aNotification(overrides: Partial<NotificationFieldsFragment> = {}): MockNotification {
  return {
    __typename: 'Notification' as const,
    id: 1,
    kind: 'message',
    title: 'New message on CASE-2025-001',
    body: 'Maria Lopez: MRI results',
    link: '/cases/101?tab=messages',
    caseId: 101,
    readAt: null,
    createdAt: '2025-03-05T14:30:00Z',
    ...overrides,
  };
}

const page = (nodes: NotificationFieldsFragment[], hasNextPage = false, endCursor: string | null = null) => ({
  notifications: {
    __typename: 'NotificationConnection' as const,
    nodes,
    pageInfo: { __typename: 'PageInfo' as const, endCursor, hasNextPage },
  },
});

/** The bell's queries, answered as often as asked: `counts()` and `nodes()` are read at each answer. */
export function bellMocks(counts: () => number, nodes: () => NotificationFieldsFragment[]): MockLink.MockedResponse[] {
  return [
    {
      request: { query: NotificationUnreadCountQuery },
      result: () => ({ data: { notificationUnreadCount: counts() } }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: NotificationsQuery, variables: { first: RECENT_COUNT, after: null, unreadOnly: false } },
      result: () => ({ data: page(nodes()) }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

export function listMock(
  nodes: NotificationFieldsFragment[],
  {
    after = null,
    hasNextPage = false,
    endCursor = null,
  }: { after?: string | null; hasNextPage?: boolean; endCursor?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: { query: NotificationsQuery, variables: { first: 20, after, unreadOnly: false } },
    result: { data: page(nodes, hasNextPage, endCursor) },
  };
}

export function preferencesMock(
  delivery: 'immediately' | 'daily_digest' | 'off' = 'immediately',
): MockLink.MockedResponse {
  return {
    request: { query: NotificationPreferencesQuery },
    result: {
      data: {
        notificationPreferences: [
          {
            __typename: 'NotificationPreferenceView',
            kind: 'message',
            label: 'Messages',
            description: 'A message to you or on one of your cases',
            delivery,
          },
          {
            __typename: 'NotificationPreferenceView',
            kind: 'reduction',
            label: 'Bill reductions',
            description: 'A reduction request, a counter-offer or an answer on one of your cases',
            delivery: 'immediately',
          },
        ],
      },
    },
  };
}
