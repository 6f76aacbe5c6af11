import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';

@ObjectType('WebhookEndpoint', { description: "A URL the clinic's events are posted to (clinic admins)" })
export class WebhookEndpointView {
  @Field(() => Int) id: number;
  @Field(() => String) url: string;
  @Field(() => String) description: string;
  @Field(() => [String], { description: 'The event kinds it receives (webhookEventKinds)' }) eventKinds: string[];
  @Field(() => Boolean, { description: 'Switched off, it receives nothing' }) isActive: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'Set when repeated failures parked it; nothing is sent until unparked',
  })
  parkedAt: Date | null;
  @Field(() => String, { nullable: true }) parkedReason: string | null;
  @Field(() => Int, { description: 'Deliveries parked in a row since the last one delivered' })
  consecutiveFailures: number;
  @Field(() => Int, { description: 'Deliveries parked and waiting for a replay' }) parkedDeliveries: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('WebhookEndpointSecret', { description: 'An endpoint with its signing secret, shown this once' })
export class WebhookEndpointSecretView {
  @Field(() => WebhookEndpointView) endpoint: WebhookEndpointView;
  @Field(() => String, { description: 'Signs every delivery (Casebridge-Signature); not shown again' }) secret: string;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one endpoint' })
export class WebhookDeliveryView {
  @Field(() => Int) id: number;
  @Field(() => Int) endpointId: number;
  @Field(() => String) eventId: string;
  @Field(() => String) eventKind: string;
  @Field(() => String, { description: 'The JSON body sent' }) payload: string;
  @Field(() => String, { description: 'pending, delivered, failed (will retry) or parked' }) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true }) lastStatusCode: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDeliveryView]) nodes: WebhookDeliveryView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('WebhookEventKind', { description: 'An event kind an endpoint can subscribe to' })
export class WebhookEventKindView {
  @Field(() => String) kind: string;
  @Field(() => String) description: string;
}
