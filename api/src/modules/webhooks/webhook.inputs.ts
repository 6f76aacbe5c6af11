import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OneOf, OptionalText, RecordId, RequiredText } from '../../platform/validation/rules';
import { webhookDeliveryStatuses } from './webhook-delivery.entity';
import { webhookEventKinds } from './webhook-event-kinds';
import { maxWebhookUrlLength } from './webhook-url';

@InputType({ description: 'An endpoint: where to post, and which event kinds' })
export class WebhookEndpointInput {
  @Field(() => String, { description: 'https:// (or http://) address of the receiver' })
  @RequiredText('URL', maxWebhookUrlLength)
  url: string;

  @Field(() => String, { nullable: true }) @OptionalText('Description', 500) description?: string | null;

  @Field(() => [String], { description: 'At least one of webhookEventKinds' })
  @IsArray({ message: 'Event kinds must be a list' })
  @ArrayMinSize(1, { message: 'Event kinds: choose at least one' })
  @ArrayMaxSize(webhookEventKinds.length, { message: 'Event kinds: too many' })
  @IsIn(webhookEventKinds as string[], {
    each: true,
    message: `Event kinds must be chosen from: ${webhookEventKinds.join(', ')}`,
  })
  eventKinds: string[];

  @Field(() => Boolean, { nullable: true, description: 'Default on' })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean | null;
}

@InputType()
export class WebhookDeliveryFilter {
  @Field(() => Int, { nullable: true, description: "One endpoint's log; without it, every endpoint's" })
  @IsOptional()
  @RecordId('Endpoint must be chosen from the list')
  endpointId?: number | null;

  @Field(() => String, { nullable: true })
  @OneOf('Status', webhookDeliveryStatuses, { required: false })
  status?: string | null;
}
