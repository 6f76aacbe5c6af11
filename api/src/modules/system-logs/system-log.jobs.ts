import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Every day at 03:40 UTC: system log lines older than the retention are deleted (decision 458). */
export const purgeSystemLogs = defineJob<Record<string, never>, Services>({
  name: 'system-logs.purge',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 30 * 60,
  schedule: { cron: '40 3 * * *', tz: 'UTC', data: {} },
  async handler(job, { systemLogs }) {
    await systemLogs.purge(job.now);
  },
});

export const systemLogJobs = [purgeSystemLogs];
