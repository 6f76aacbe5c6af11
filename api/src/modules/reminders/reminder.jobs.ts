import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/**
 * Sends one patient reminder at its scheduled date (startAfter). Three retries with backoff (about
 * 1, 2 and 4 minutes); after the last one, or a refusal a retry cannot change, the reminder is
 * failed with the provider's reason. Idempotent: a reminder no longer pending is left alone.
 */
export const sendReminder = defineJob<{ reminderId: number }, Services>({
  name: 'reminders.send',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  handler: (job, services) => services.reminderSender.send(job),
});

export const reminderJobs = [sendReminder];
