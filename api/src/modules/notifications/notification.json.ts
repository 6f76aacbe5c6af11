import type { NotificationView } from './notification.type';

/** A notification in the REST shim's shape: the GraphQL fields, dates as ISO strings, nothing internal. */
export const notificationJson = ({ userId: _userId, ...notification }: NotificationView) => ({
  ...notification,
  isRead: notification.readAt !== null,
});
