import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

/** One clinic's billing work at the sweep's moment (renewals, late fees, reminders, charges, suspension). */
export const runClinicBilling = defineJob<{ clinicId: number }, Services>({
  name: 'billing.clinic',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  // A few statements and one provider call per open invoice.
  expireInSeconds: 10 * 60,
  handler: (job, { billingSweep }) => billingSweep.runClinic(job.data.clinicId, job.now),
});

/**
 * Every hour: the clinics with billing work due, one `billing.clinic` job each. The job's key names
 * the clinic and the hour, so a sweep that runs twice in an hour sends each clinic's work once (and
 * the work itself changes nothing when run again: a charge's idempotency key is its invoice's attempt).
 */
export const sweepBilling = defineJob<Record<string, never>, Services>({
  name: 'billing.sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '5 * * * *', tz: 'UTC', data: {} },
  async handler(job, { billingSweep, jobs }) {
    const hour = job.now.toISOString().slice(0, 13);
    const clinicIds = await billingSweep.clinicsDue(job.now);
    for (const clinicId of clinicIds)
      await jobs.send(runClinicBilling, { clinicId }, { key: `billing:${clinicId}:${hour}` });
    if (clinicIds.length) job.logger.info('billing work sent', { clinics: clinicIds.length });
  },
});

/** Every job of the subscriptions module, for the app's `jobDefinitions`. */
export const subscriptionJobs = [sweepBilling, runClinicBilling];
