import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** One case's alerts raised and cleared now (a write that changes its facts sends it). */
export const evaluateCaseAlerts = defineJob<{ caseId: number }, Services>({
  name: 'alerts.evaluate-case',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  handler: async (job, { caseAlertEvaluator }) => {
    await caseAlertEvaluator.evaluateCase(job.data.caseId, job.now);
  },
});

/** Every case of one clinic that may hold or clear an alert, one transaction per case. */
export const sweepClinicAlerts = defineJob<{ clinicId: number }, Services>({
  name: 'alerts.sweep-clinic',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 15 * 60,
  handler: async (job, { caseAlertEvaluator }) => {
    for (const caseId of await caseAlertEvaluator.casesToSweep(job.data.clinicId))
      await caseAlertEvaluator.evaluateCase(caseId, job.now);
  },
});

/**
 * Every hour (days pass without any write: a gap opens, a deadline nears): one sweep per clinic,
 * keyed by clinic and hour. Raising is idempotent, so a second run changes nothing.
 */
export const sweepAlerts = defineJob<Record<string, never>, Services>({
  name: 'alerts.sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 5 * 60,
  schedule: { cron: '7 * * * *', tz: 'UTC', data: {} },
  async handler(job, { caseAlertEvaluator, jobs }) {
    const hour = job.now.toISOString().slice(0, 13);
    for (const clinicId of await caseAlertEvaluator.clinicsToSweep())
      await jobs.send(sweepClinicAlerts, { clinicId }, { key: `alerts-sweep:${clinicId}:${hour}` });
  },
});

export const alertJobs = [sweepAlerts, sweepClinicAlerts, evaluateCaseAlerts];
