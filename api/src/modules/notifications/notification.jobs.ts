import type { NotificationDigest } from './notification-digest';

/**
 * The scheduled work of notifications, shaped as a job definition of the PostgreSQL job queue
 * (platform/jobs, being built on another branch: its `JobDefinition`), ready to list in the queue's
 * `jobDefinitions` once it lands. Until then the operator runs the digest from the console's E-mail
 * tab (notificationDigestRunNow). `sendDue` is idempotent, so a retried or repeated run sends nothing
 * twice.
 */
export const notificationJobs = [
  {
    name: 'notifications.digest',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    expireInSeconds: 15 * 60,
    policy: 'short' as const,
    deadLetter: true,
    /** Every day at 07:00 UTC. */
    schedule: { cron: '0 7 * * *', tz: 'UTC', data: {} },
    async handler(job: { now: Date }, context: { notificationDigest: NotificationDigest }): Promise<void> {
      await context.notificationDigest.sendDue(job.now);
    },
  },
];
