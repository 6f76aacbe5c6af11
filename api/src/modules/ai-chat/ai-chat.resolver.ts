import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AiChatSendInput, AiChatSessionCreateInput } from './ai-chat.input';
import {
  AiChatEngineView,
  AiChatExchange,
  AiChatSessionConnection,
  AiChatSessionDetail,
  AiChatSessionView,
} from './ai-chat.type';

@Resolver()
export class AiChatResolver {
  @Authorized()
  @Query(() => AiChatEngineView, {
    description: 'Who answers the AI chat: the built-in engine or the configured model',
  })
  aiChatEngine(@Ctx() { scope, services }: GraphQLContext): Promise<AiChatEngineView> {
    return services.aiChat.engine(scope!);
  }

  @Authorized()
  @Query(() => AiChatSessionConnection, { description: 'The signed-in user’s own chats, the most recently used first' })
  aiChatSessions(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AiChatSessionConnection> {
    return services.aiChat.sessions(scope!, { first, after });
  }

  @Authorized()
  @Query(() => AiChatSessionDetail, { nullable: true, description: 'One of the signed-in user’s chats, or null' })
  aiChatSession(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AiChatSessionDetail | null> {
    return services.aiChat.session(scope!, id);
  }

  @Authorized()
  @Mutation(() => AiChatSessionView, { description: 'Starts a chat with the assistant ("Chat Session Created")' })
  aiChatSessionCreate(
    @Arg('input', () => AiChatSessionCreateInput) input: AiChatSessionCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AiChatSessionView> {
    return services.aiChat.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => AiChatExchange, { description: 'Asks the assistant a question in one of the caller’s chats' })
  aiChatSend(
    @Arg('input', () => AiChatSendInput) input: AiChatSendInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AiChatExchange> {
    return services.aiChat.send(scope!, input.sessionId, input.content);
  }
}
