import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { MessageRecipientType } from './message.enums';

/**
 * A message as people see it: one SQL row with the case number and the names already joined, so a
 * list and a live event cost the same single query whatever their size (PITFALLS: fan-out).
 */
@ObjectType('Message', { description: 'A secure message on a case' })
export class MessageView {
  @Field(() => Int) id: number;
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String, { description: "The case's patient" }) patientName: string;
  @Field(() => String, { nullable: true }) senderId: string | null;
  @Field(() => String, { description: 'Who sent it ("Former user" once the account is gone)' }) senderName: string;
  @Field(() => String, { nullable: true, description: "The sender's role when the message was read" })
  senderRole: string | null;
  @Field(() => MessageRecipientType) recipientType: MessageRecipientType;
  @Field(() => String, { nullable: true }) recipientName: string | null;
  @Field(() => String) subject: string;
  @Field(() => String) content: string;
  @Field(() => String) messageType: string;
  @Field(() => Int, { nullable: true }) parentMessageId: number | null;
  @Field(() => Date) sentDate: Date;
  @Field(() => Boolean, { description: 'Whether anyone other than the sender has read it' })
  readByRecipient: boolean;

  /** Not fields: what scope checks and the viewer's read state need. */
  clinicId: number;
  caseAttorneyId: number | null;
  readByViewer: boolean;
}

@ObjectType()
export class MessageConnection {
  @Field(() => [MessageView]) nodes: MessageView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
