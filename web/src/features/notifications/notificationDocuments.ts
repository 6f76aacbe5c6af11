import { graphql } from '../../gql';

export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    kind
    title
    body
    link
    caseId
    readAt
    createdAt
  }
`);

/** The bell's badge; the server counts up to 100 ("99+"). */
export const NotificationUnreadCountQuery = graphql(`
  query NotificationUnreadCount {
    notificationUnreadCount
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications($first: Int!, $after: String, $unreadOnly: Boolean!) {
    notifications(first: $first, after: $after, unreadOnly: $unreadOnly) {
      nodes {
        ...NotificationFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/** The signed-in user's new notifications, live; nobody else's. */
export const NotificationAddedSubscription = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      ...NotificationFields
    }
  }
`);

export const NotificationMarkReadMutation = graphql(`
  mutation NotificationMarkRead($id: Int!) {
    notificationMarkRead(id: $id) {
      ...NotificationFields
    }
  }
`);

export const NotificationMarkAllReadMutation = graphql(`
  mutation NotificationMarkAllRead {
    notificationMarkAllRead
  }
`);

export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      kind
      label
      description
      delivery
    }
  }
`);

export const NotificationPreferenceSetMutation = graphql(`
  mutation NotificationPreferenceSet($kind: NotificationKind!, $delivery: NotificationDelivery!) {
    notificationPreferenceSet(kind: $kind, delivery: $delivery) {
      kind
      label
      description
      delivery
    }
  }
`);
