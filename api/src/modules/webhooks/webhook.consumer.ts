import type { Services } from '../../services';
import type { DomainEventConsumer } from '../domain-events/domain-event';

/** Domain events become webhook deliveries (one per subscribed endpoint; a redispatch adds none). */
export const webhookDeliveryConsumer: DomainEventConsumer<Services> = (event, services) =>
  services.webhookDeliveries.deliverEvent(event);
