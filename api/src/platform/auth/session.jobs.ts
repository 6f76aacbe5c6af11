import { defineJob } from '../jobs/job-definition';
import type { SessionService } from './session.service';

/** Removes expired sessions every 10 minutes (they are refused on use anyway; this keeps the table small). */
export const purgeExpiredSessions = defineJob<Record<string, never>, { sessions: SessionService }>({
  name: 'sessions.purge-expired',
  policy: 'short',
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 300,
  deadLetter: false,
  schedule: { cron: '*/10 * * * *', tz: 'UTC', data: {} },
  async handler(job, { sessions }) {
    const removed = await sessions.purgeExpired();
    if (removed) job.logger.debug('expired sessions removed', { removed });
  },
});
