import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { webhookEventKindInfo } from './webhook-event-kinds';
import { WebhookDeliveryFilter, WebhookEndpointInput } from './webhook.inputs';
import {
  WebhookDeliveryConnection,
  WebhookDeliveryView,
  WebhookEndpointSecretView,
  WebhookEndpointView,
  WebhookEventKindView,
} from './webhook.types';

@Resolver()
export class WebhookResolver {
  @Authorized()
  @Query(() => [WebhookEventKindView], { description: 'The event kinds a webhook endpoint can subscribe to' })
  webhookEventKinds(): WebhookEventKindView[] {
    return webhookEventKindInfo;
  }

  @Authorized()
  @Query(() => [WebhookEndpointView], { description: "The clinic's webhook endpoints (clinic admins)" })
  webhookEndpoints(@Ctx() { scope, services }: GraphQLContext): Promise<WebhookEndpointView[]> {
    return services.webhookEndpoints.list(scope!);
  }

  @Authorized()
  @Query(() => WebhookDeliveryConnection, {
    description:
      "The clinic's webhook deliveries (one endpoint's, with filter.endpointId), newest first (clinic admins)",
  })
  webhookDeliveries(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => WebhookDeliveryFilter, { nullable: true }) filter: WebhookDeliveryFilter | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<WebhookDeliveryConnection> {
    return services.webhookDeliveries.list(scope!, filter ?? {}, first, after);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointSecretView, { description: 'Adds an endpoint; its secret is shown this once' })
  webhookEndpointCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointSecretView> {
    return services.webhookEndpoints.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointView, { description: "Changes an endpoint's URL, description, event kinds or switch" })
  webhookEndpointUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
  ): Promise<WebhookEndpointView> {
    return services.webhookEndpoints.update(scope!, id, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes an endpoint and its delivery log' })
  webhookEndpointDelete(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<boolean> {
    return services.webhookEndpoints.delete(scope!, id);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointSecretView, { description: 'A new signing secret, shown this once' })
  webhookEndpointRollSecret(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<WebhookEndpointSecretView> {
    return services.webhookEndpoints.rollSecret(scope!, id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryView, { description: 'Sends a webhook.test event to the endpoint now' })
  webhookEndpointSendTest(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<WebhookDeliveryView> {
    return services.webhookDeliveries.sendTest(scope!, id);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointView, { description: 'Lets a parked endpoint receive again' })
  webhookEndpointUnpark(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<WebhookEndpointView> {
    return services.webhookEndpoints.unpark(scope!, id);
  }

  @Authorized()
  @Mutation(() => WebhookDeliveryView, { description: 'Sends one delivery again now' })
  webhookDeliveryReplay(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<WebhookDeliveryView> {
    return services.webhookDeliveries.replay(scope!, id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Queues every parked delivery of an endpoint again; how many' })
  webhookDeliveriesReplayParked(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('endpointId', () => Int) endpointId: number,
  ): Promise<number> {
    return services.webhookDeliveries.replayParked(scope!, endpointId);
  }
}
