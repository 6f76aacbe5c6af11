import { defineJob } from '../jobs/job-definition';
import type { OutboundMailService } from './outbound-mail.service';

/** A recorded email to deliver; the message travels sealed, since it may hold a secret link. */
export interface MailDelivery {
  emailId: number;
  /** The MailMessage as JSON, sealed with the SecretBox and bound to the email's id. */
  sealedMessage: string;
}

/**
 * Delivers one recorded email (OutboundMailService.record enqueues it in the change's transaction).
 * Five retries with exponential backoff and jitter (the first after 30 to 60 s, the last 8 to 16
 * minutes later); then the job lands in `mail.deliver.dead` and the email's row keeps the last error.
 */
export const deliverMail = defineJob<MailDelivery, { mail: OutboundMailService }>({
  name: 'mail.deliver',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  // Above the SMTP conversation's own bounds (mailer.ts: 10 s to connect and greet, 20 s of silence).
  expireInSeconds: 120,
  handler: (job, services) => services.mail.deliverJob(job),
});
