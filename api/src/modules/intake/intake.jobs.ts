import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Every day: the IP addresses of intakes older than the retention are erased (decision 403). */
export const purgeIntakeAddresses = defineJob<Record<string, never>, Services>({
  name: 'intake.purge-addresses',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 5 * 60,
  schedule: { cron: '40 3 * * *', tz: 'UTC', data: {} },
  async handler(job, { intake }) {
    await intake.purgeIpAddresses(job.now);
  },
});

export const intakeJobs = [purgeIntakeAddresses];
