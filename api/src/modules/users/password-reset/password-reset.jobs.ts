import { defineJob } from '../../../platform/jobs/job-definition';
import type { RequestMeta } from '../../../platform/access/scope';
import type { Services } from '../../../services';

/** A "Forgot password?" request, worked after the answer so the answer is the same for every email. */
export interface PasswordResetRequested {
  email: string;
  meta: RequestMeta;
}

/**
 * Issues the reset link and records its email when the address belongs to an active account, and
 * does nothing otherwise. The request only enqueues this job, whatever the address.
 */
export const sendPasswordResetLink = defineJob<PasswordResetRequested, Services>({
  name: 'passwords.reset-link',
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  handler: (job, { passwordResets }) => passwordResets.issueFor(job.data),
});

export const passwordResetJobs = [sendPasswordResetLink];
