import type { Services } from '../../services';
import { webhookDeliveryConsumer } from '../webhooks/webhook.consumer';
import type { DomainEventConsumer } from './domain-event';
import { evaluateCaseAlerts } from '../alerts/alert.jobs';

/**
 * Everything that reacts to a domain event, called in this order by the `events.dispatch` job. A
 * module that reacts adds its consumer here (automation rules, webhook deliveries).
 */
export const domainEventConsumers: readonly DomainEventConsumer<Services>[] = [
  (event, services) => services.automationEngine.consumeEvent(event, new Date(event.occurredAt)),
  webhookDeliveryConsumer,
  // A signed note posts its coded bill's charge: the case's policy limits are measured again.
  async (event, services) => {
    if (event.kind === 'note.signed' && event.caseId !== null)
      await services.jobs.send(evaluateCaseAlerts, { caseId: event.caseId });
  },
];
