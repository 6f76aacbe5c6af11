import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  NotificationAddedSubscription,
  NotificationMarkAllReadMutation,
  NotificationMarkReadMutation,
  NotificationsQuery,
  NotificationUnreadCountQuery,
} from './notificationDocuments';

/** When the socket is down, the badge still catches up this often. */
export const NOTIFICATION_POLL_MS = 60_000;
/** How many the bell's menu shows. */
export const RECENT_COUNT = 8;

/**
 * The bell's state: the unread count and the latest notifications, kept current live (a new one asks
 * the server again for both: one small query each) with a slow poll as the fallback.
 */
export function useNotificationBell(signedIn: boolean) {
  const count = useQuery(NotificationUnreadCountQuery, { skip: !signedIn, pollInterval: NOTIFICATION_POLL_MS });
  const recent = useQuery(NotificationsQuery, {
    skip: !signedIn,
    variables: { first: RECENT_COUNT, after: null, unreadOnly: false },
  });
  useSubscription(NotificationAddedSubscription, {
    skip: !signedIn,
    onData: ({ client, data }) => {
      if (!data.data?.notificationAdded) return;
      void client.refetchQueries({ include: [NotificationUnreadCountQuery, NotificationsQuery] });
    },
  });
  return {
    unread: signedIn ? (count.data?.notificationUnreadCount ?? 0) : 0,
    notifications: recent.data?.notifications.nodes ?? [],
    loading: recent.loading,
  };
}

/** Marking read updates the cached notification (readAt) and asks for the count again. */
export function useMarkNotificationRead() {
  const [mutate] = useMutation(NotificationMarkReadMutation, {
    refetchQueries: [NotificationUnreadCountQuery],
  });
  return (id: number) => mutate({ variables: { id } });
}

export function useMarkAllNotificationsRead() {
  const [mutate, state] = useMutation(NotificationMarkAllReadMutation, {
    refetchQueries: [NotificationUnreadCountQuery, NotificationsQuery],
  });
  return [() => mutate(), state] as const;
}
