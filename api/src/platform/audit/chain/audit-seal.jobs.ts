import { defineJob } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { AuditChain } from './audit-chain';

/** Seconds between two sealing passes. */
export const auditSealIntervalSeconds = 5;

/**
 * Seals the audit log's hash chain every 5 s (decisions 50 and 80). Each run seals what committed
 * and sends the next run 5 s later; the queue's 'short' policy keeps one run waiting at most, and the
 * cron every minute, and every process start, begin the chain again should it break (a crash
 * between runs, a first start).
 * Each pass that sealed rows logs the newest seal: kept by the log store, it lets
 * `audit:verify --anchor` prove later that no recent audit rows were removed together with their seals.
 */
export const sealAuditLog = defineJob<Record<string, never>, { auditChain: AuditChain; jobs: JobQueue<unknown> }>({
  name: 'audit.seal',
  policy: 'short',
  retry: { limit: 1, delaySeconds: auditSealIntervalSeconds, backoff: false },
  expireInSeconds: 60,
  // A failed pass is repeated by the next one; a backlog shows as auditRowsAwaitingSeal.
  deadLetter: false,
  schedule: { cron: '* * * * *', tz: 'UTC', data: {} },
  // A process killed between a pass and sending the next broke the chain: a new process restarts it.
  sendAtStart: true,
  async handler(job, { auditChain, jobs }) {
    try {
      const sealed = await auditChain.seal();
      const anchor = sealed > 0 ? await auditChain.anchor() : null;
      if (anchor) job.logger.info('audit rows sealed', { sealed, anchor: `${anchor.seq}:${anchor.hash}` });
    } finally {
      await jobs.send(sealAuditLog, {}, { startAfter: new Date(job.now.getTime() + auditSealIntervalSeconds * 1000) });
    }
  },
});
