import { defineJob } from '../../platform/jobs/job-definition';
import type { Services } from '../../services';
import type { DomainEvent } from './domain-event';
import { domainEventConsumers } from './domain-event-consumers';

/**
 * Hands one domain event to every consumer. A retry calls them all again, so each consumer is
 * idempotent per event id (an automation rule fires once per occurrence, a webhook delivery is
 * created once per endpoint and event).
 */
export const dispatchDomainEvent = defineJob<DomainEvent & { id: string }, Services>({
  name: 'events.dispatch',
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  deadLetter: true,
  handler: async (job, services) => {
    for (const consume of domainEventConsumers) await consume(job.data, services);
  },
});

export const domainEventJobs = [dispatchDomainEvent];
