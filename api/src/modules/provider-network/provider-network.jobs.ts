import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Every 15 minutes: matches past their first-contact deadline flagged and told; stale ones expired. */
export const sweepProviderMatchSla = defineJob<Record<string, never>, Services>({
  name: 'providers.sla-sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  schedule: { cron: '*/15 * * * *', tz: 'UTC', data: {} },
  async handler(job, { providerMatching }) {
    await providerMatching.sweepSla(job.now);
  },
});

/** Nightly: every profile's outcomes from the record again (cases close without touching a profile). */
export const refreshProviderStats = defineJob<Record<string, never>, Services>({
  name: 'providers.refresh-stats',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 15 * 60,
  schedule: { cron: '40 3 * * *', tz: 'UTC', data: {} },
  async handler(job, { providerProfiles }) {
    await providerProfiles.refreshAllStats(job.now);
  },
});

export const providerNetworkJobs = [sweepProviderMatchSla, refreshProviderStats];
