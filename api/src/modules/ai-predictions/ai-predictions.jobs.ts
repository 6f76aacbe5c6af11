import type { EntityManager } from 'typeorm';
import { defineJob } from '../../platform/jobs/job-definition';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Services } from '../../services';
import { aiScopeKey, type AiScope } from '../ai/ai-scope';
import type { Clock } from '../../platform/jobs/clock';

/** Closes and reopens within one window collapse into one refit, which starts when the window ends. */
const refitWindowSeconds = 60;

/** Refits one AI scope's models; a scope whose closed cases did not change is skipped (fingerprint). */
export const refitModels = defineJob<AiScope, Services>({
  name: 'ai.refit-models',
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  // A scope's closed cases read in one statement, five folds of small regressions per type.
  expireInSeconds: 15 * 60,
  async handler(job, { predictionModels }) {
    const outcome = await predictionModels.refit({ kind: job.data.kind, id: job.data.id });
    job.logger.info('ai models refit', { scope: aiScopeKey(job.data), ...outcome });
  },
});

/** Every night: each scope with closed cases gets a refit (unchanged ones skip it). */
export const sweepModelRefits = defineJob<Record<string, never>, Services>({
  name: 'ai.refit-sweep',
  policy: 'short',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 10 * 60,
  schedule: { cron: '30 2 * * *', tz: 'UTC', data: {} },
  async handler(job, { predictionModels, jobs }) {
    const scopes = await predictionModels.scopesWithClosedCases();
    const day = job.now.toISOString().slice(0, 10);
    for (const scope of scopes) await jobs.send(refitModels, scope, { key: `${aiScopeKey(scope)}:${day}` });
    job.logger.info('ai model refits sent', { scopes: scopes.length });
  },
});

/**
 * Queues a refit of a scope (with `manager`, inside the caller's transaction: it runs after commit).
 * The key names the scope and the current window, and the job starts when the window ends, so a burst
 * of closes is one refit that sees them all. True when a new job was queued.
 */
export function refitRequester(jobs: JobQueue<Services>, clock: Clock) {
  return async (aiScope: AiScope, manager?: EntityManager): Promise<boolean> => {
    const window = Math.floor(clock.now().getTime() / (refitWindowSeconds * 1000));
    const startAfter = new Date((window + 1) * refitWindowSeconds * 1000);
    const id = await jobs.send(
      refitModels,
      { kind: aiScope.kind, id: aiScope.id },
      { key: `${aiScopeKey(aiScope)}:${window}`, startAfter, manager },
    );
    return id !== null;
  };
}

export const aiPredictionJobs = [refitModels, sweepModelRefits];
