import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Sends a campaign to its audience (now, or at its time): recipients recorded, e-mails in the outbox. */
export const sendCampaign = defineJob<{ campaignId: number }, Services>({
  name: 'marketing.send-campaign',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  handler: (job, { marketingCampaigns }) => marketingCampaigns.sendJob(job.data.campaignId, job.now),
});

/**
 * Every 10 minutes: sends the scheduled campaigns whose time has come and whose own job did not
 * (lost, or made by the demo data). Sending twice changes nothing: a sent campaign is left.
 */
export const sendDueCampaigns = defineJob<Record<string, never>, Services>({
  name: 'marketing.send-due',
  policy: 'short',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '*/10 * * * *', tz: 'UTC', data: {} },
  handler: async (job, { marketingCampaigns }) => {
    await marketingCampaigns.sendDue(job.now);
  },
});

/** One signed post of a lead or activity to a clinic's CRM; retried with backoff. */
export const deliverCrmSync = defineJob<{ deliveryId: number }, Services>({
  name: 'marketing.crm-deliver',
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  handler: (job, { crmSync }) => crmSync.deliverJob(job.data.deliveryId, job.attempt, job.maxAttempts, job.now),
});

/** Every night: the day's marketing roll-up per sender (marketing_analytics), recounting each campaign. */
export const rollupMarketing = defineJob<Record<string, never>, Services>({
  name: 'marketing.rollup',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '15 0 * * *', tz: 'UTC', data: {} },
  handler: async (job, { marketingAnalytics }) => {
    await marketingAnalytics.rollup(job.now);
  },
});

export const marketingJobs = [sendCampaign, sendDueCampaigns, deliverCrmSync, rollupMarketing];
