import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';

export interface DeliverWebhookData {
  deliveryId: number;
  /** The attempt this job makes (1 = first); a job whose attempt was made already does nothing. */
  attempt: number;
  /** A replay asked for by a person: one attempt, parked again if it fails. */
  replay?: boolean;
}

/**
 * One attempt of one delivery. Its backoff is the delivery's own (the next attempt is a new job
 * with a later start, webhook-delivery.service.ts), so the queue's retry only covers a crash or a
 * database failure around the attempt.
 */
export const deliverWebhook = defineJob<DeliverWebhookData, Services>({
  name: 'webhooks.deliver',
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  handler: (job, services) => services.webhookDeliveries.attempt(job.data, job.now),
});

export const webhookJobs = [deliverWebhook];
