import type { EntityManager } from 'typeorm';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import { sendReminder } from './reminder.jobs';

/**
 * Queues a reminder's `reminders.send` job for its scheduled date, in the caller's transaction. No
 * idempotency key: a reminder revived after a cancellation needs a new job, and a second job of the
 * same reminder finds it sent and does nothing.
 */
export async function queueReminder(
  jobs: JobQueue<Services>,
  manager: EntityManager,
  reminderId: number,
  at: Date,
): Promise<void> {
  await jobs.send(sendReminder, { reminderId }, { manager, startAfter: at });
}
