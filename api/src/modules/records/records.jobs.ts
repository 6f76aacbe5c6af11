import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/**
 * Every hour: the follow-ups that are due (platform: the clinic's inbox hears again; e-mail: the
 * provider gets a follow-up through the outbox; fax and portal: the requester is told to follow up)
 * and the requests past their due date (their requester is told once). Idempotent (decision 373).
 */
export const recordsFollowUps = defineJob<Record<string, never>, Services>({
  name: 'records.follow-up',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '17 * * * *', tz: 'UTC', data: {} },
  async handler(job, { records }) {
    await records.runFollowUps(job.now);
  },
});

export const recordsJobs = [recordsFollowUps];
