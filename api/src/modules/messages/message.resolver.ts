import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { UnauthenticatedError } from '../../platform/errors';
import type { GraphQLContext } from '../../graphql-context';
import { MessageConversationConnection } from './conversation.type';
import { MessageFilter, MessageSendInput } from './message.input';
import { MessageConnection, MessageView } from './message.type';

@Resolver(() => MessageView)
export class MessageResolver {
  @Authorized()
  @Query(() => MessageConnection, { description: 'Messages in scope, newest first; of one case when caseId is given' })
  messages(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('caseId', () => Int, { nullable: true }) caseId: number | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => MessageFilter, { nullable: true }) filter: MessageFilter | null,
  ): Promise<MessageConnection> {
    return services.messages.list(scope!, { caseId, filter, first, after });
  }

  @Authorized()
  @Query(() => MessageConversationConnection, {
    description: 'Conversations (one per case with messages in scope), most recent activity first',
  })
  messageConversations(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('filter', () => MessageFilter, { nullable: true }) filter: MessageFilter | null,
  ): Promise<MessageConversationConnection> {
    return services.messages.conversations(scope!, { filter, first, after });
  }

  @Authorized()
  @Query(() => Int, { description: 'Unread messages for the signed-in user (last 90 days, counted up to 100)' })
  unreadMessageCount(@Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.messages.unreadCount(scope!);
  }

  @Authorized()
  @Mutation(() => MessageView, { description: 'Sends a message on a case; everyone who may read it sees it live' })
  messageSend(
    @Arg('input', () => MessageSendInput) input: MessageSendInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<MessageView> {
    return services.messages.send(scope!, input);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks messages read for the signed-in user; returns how many were unread' })
  messagesMarkRead(
    @Arg('ids', () => [Int]) ids: number[],
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<number> {
    return services.messages.markRead(scope!, ids);
  }

  @Authorized()
  @Mutation(() => Int, {
    description:
      'Marks read every message unread for the signed-in user (of one case when caseId is given); returns how many',
  })
  messagesMarkAllRead(
    @Arg('caseId', () => Int, { nullable: true }) caseId: number | null,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<number> {
    return services.messages.markAllRead(scope!, caseId);
  }

  @Subscription(() => MessageView, {
    description: 'Messages as they are sent, limited to what the subscriber may read at that moment',
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.messages.subscribe(scope, (args as { caseId?: number | null }).caseId ?? null);
    },
  })
  messageAdded(
    @Root() message: MessageView,
    @Arg('caseId', () => Int, { nullable: true }) _caseId: number | null,
  ): MessageView {
    return message;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in user has read it (always true for the sender)' })
  isRead(@Root() message: MessageView, @Ctx() { scope }: GraphQLContext): boolean {
    return message.readByViewer || (scope !== null && message.senderId === scope.userId);
  }
}
