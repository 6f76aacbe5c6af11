import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';

/** A case's messages seen as one conversation: what Secure Messaging lists, newest activity first. */
@ObjectType('MessageConversation', {
  description: "A case's messages as one conversation, as the viewer may read them",
})
export class ConversationView {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => String, { description: "The case's patient" }) patientName: string;
  @Field(() => Int, { description: 'Messages the viewer may read (those matching the search, when searching)' })
  messageCount: number;
  @Field(() => Int, { description: 'Of those, the ones unread for the viewer (the badge counts the same way)' })
  unreadCount: number;
  @Field(() => Date) lastMessageAt: Date;
  @Field(() => String) lastSubject: string;
  @Field(() => String) lastSenderName: string;
}

@ObjectType()
export class MessageConversationConnection {
  @Field(() => [ConversationView]) nodes: ConversationView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
