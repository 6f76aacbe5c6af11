import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** Runs one execution's actions; retried with backoff, the last failure recorded (automation-engine.ts). */
export const executeAutomation = defineJob<{ executionId: number }, Services>({
  name: 'automation.execute',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  handler: (job, { automationEngine }) =>
    automationEngine.execute(job.data.executionId, job.attempt, job.maxAttempts, job.now),
});

/** Runs one marketing rule's actions on a lead (automation-engine.ts: executeMarketing). */
export const executeMarketingAutomation = defineJob<{ ruleId: number; leadId: number }, Services>({
  name: 'automation.execute-marketing',
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  handler: (job, { automationEngine }) =>
    automationEngine.executeMarketing(job.data.ruleId, job.data.leadId, job.attempt, job.maxAttempts, job.now),
});

/** One clinic's time rules (or one rule, for Run now) fired on what they match now. */
export const sweepClinicAutomation = defineJob<{ clinicId: number; ruleId?: number }, Services>({
  name: 'automation.sweep-clinic',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  handler: async (job, { automationEngine }) => {
    await automationEngine.sweepClinic(job.data.clinicId, job.now, job.data.ruleId);
  },
});

/**
 * Every 15 minutes: one `automation.sweep-clinic` job per clinic with an active time rule, keyed by
 * clinic and quarter hour. Firing twice changes nothing: an occurrence fires a rule once.
 */
export const sweepAutomation = defineJob<Record<string, never>, Services>({
  name: 'automation.sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  schedule: { cron: '*/15 * * * *', tz: 'UTC', data: {} },
  async handler(job, { automationEngine, jobs }) {
    const quarter = job.now.toISOString().slice(0, 16);
    for (const clinicId of await automationEngine.clinicsWithTimeRules())
      await jobs.send(sweepClinicAutomation, { clinicId }, { key: `automation-sweep:${clinicId}:${quarter}` });
  },
});

export const automationJobs = [sweepAutomation, sweepClinicAutomation, executeAutomation, executeMarketingAutomation];
