import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Every 5 minutes: SLA breaches flagged and escalated, resolved tickets closed after 7 days (decision 452). */
export const supportSlaSweep = defineJob<Record<string, never>, Services>({
  name: 'support.sla-sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '*/5 * * * *', tz: 'UTC', data: {} },
  async handler(job, { support }) {
    await support.sweep(job.now);
  },
});

export const supportJobs = [supportSlaSweep];
