import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../graphql/connection';

/** A recorded e-mail as the operator sees it (its text has no secret: links with tokens are taken out). */
@ObjectType('OutboundEmail', { description: 'An e-mail the platform recorded and sent (or could not send)' })
export class OutboundEmailView {
  @Field(() => Int) id: number;
  @Field(() => String, { description: "What it is for: 'invitation', 'notification', 'notification_digest'" })
  kind: string;
  @Field(() => String) toAddress: string;
  @Field(() => String) subject: string;
  @Field(() => String, { description: 'The text as stored (no secrets, no PHI)' }) bodyText: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
}

@ObjectType()
export class OutboundEmailConnection {
  @Field(() => [OutboundEmailView]) nodes: OutboundEmailView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
