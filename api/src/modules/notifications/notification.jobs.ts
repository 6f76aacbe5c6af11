import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/**
 * The daily digest (decision 82): every day at 07:00 UTC, one e-mail per person for the last day's
 * `daily_digest` notifications. `sendDue` is idempotent, so a retried or repeated run sends nothing
 * twice; the operator can also run it at once (notificationDigestRunNow).
 */
export const sendNotificationDigests = defineJob<Record<string, never>, Services>({
  name: 'notifications.digest',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  schedule: { cron: '0 7 * * *', tz: 'UTC', data: {} },
  async handler(job, { notificationDigest }) {
    const run = await notificationDigest.sendDue(job.now);
    if (run.emails) job.logger.info('notification digests recorded', { ...run });
  },
});

/** Every job of the notifications module, for the app's `jobDefinitions`. */
export const notificationJobs = [sendNotificationDigests];
