import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { ChatRole, ChatSessionType } from '../ai/ai.enums';

@ObjectType({ description: 'A record an answer used, with the app path that shows it' })
export class AiChatCitationView {
  @Field(() => String, { description: 'case, bill, task, appointment or list' }) type: string;
  @Field(() => Int, { nullable: true }) id: number | null;
  @Field(() => String) label: string;
  @Field(() => String) path: string;
}

@ObjectType({ description: 'One message of a chat: the user’s question or the assistant’s answer' })
export class AiChatMessageView {
  @Field(() => Int) id: number;
  @Field(() => Int) sessionId: number;
  @Field(() => ChatRole) role: ChatRole;
  @Field(() => String) content: string;
  @Field(() => [AiChatCitationView], { description: 'The records the answer used (answers only)' })
  citations: AiChatCitationView[];
  @Field(() => String, { nullable: true, description: 'Who answered: "builtin" or "model" (answers only)' })
  engine: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Why the configured model did not answer and the built-in engine did instead',
  })
  fallbackReason: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType({ description: 'One of the signed-in user’s chats with the assistant' })
export class AiChatSessionView {
  @Field(() => Int) id: number;
  @Field(() => ChatSessionType) sessionType: ChatSessionType;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field(() => String) title: string;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { description: 'The last question or answer' }) updatedAt: Date;
}

@ObjectType()
export class AiChatSessionConnection {
  @Field(() => [AiChatSessionView]) nodes: AiChatSessionView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A chat with its messages, oldest first' })
export class AiChatSessionDetail {
  @Field(() => AiChatSessionView) session: AiChatSessionView;
  @Field(() => [AiChatMessageView]) messages: AiChatMessageView[];
}

@ObjectType({ description: 'A question and the answer it got' })
export class AiChatExchange {
  @Field(() => AiChatMessageView) question: AiChatMessageView;
  @Field(() => AiChatMessageView) answer: AiChatMessageView;
}

@ObjectType({ description: 'Who answers the chat, and the questions the built-in engine understands' })
export class AiChatEngineView {
  @Field(() => String, { description: '"builtin" or "model"' }) kind: string;
  @Field(() => String, { description: 'The built-in assistant, or the configured model’s name' }) name: string;
  @Field(() => [String]) exampleQuestions: string[];
}
