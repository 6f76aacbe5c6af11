import type { NotificationDigest } from './notification-digest';

/**
 * The scheduled work of notifications, ready for the PostgreSQL job queue (platform/jobs, being
 * built on another branch): register each as a cron job there. Until then the operator can run the
 * digest by hand (notificationDigestRunNow).
 */
export function notificationJobs(digest: NotificationDigest) {
  return [
    {
      name: 'notifications.daily-digest',
      /** Every day at 07:00 (the queue's time zone, UTC by default). */
      cron: '0 7 * * *',
      handler: async () => {
        await digest.sendDue(new Date());
      },
    },
  ] as const;
}
