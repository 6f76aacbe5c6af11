import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OptionalText, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { ChatSessionType } from '../ai/ai.enums';

export const maxQuestionLength = 2000;

@InputType({ description: 'A new chat: its type, the case it is about (needed for case analysis), a title' })
export class AiChatSessionCreateInput {
  @Field(() => ChatSessionType)
  @Required('Session type')
  @IsEnum(ChatSessionType, { message: 'Session type must be one of general, case_analysis, documentation_help' })
  sessionType: ChatSessionType;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('Case must be chosen from the list')
  caseId?: number | null;

  @Field(() => String, { nullable: true, description: 'Defaults from the type and the case' })
  @OptionalText('Title', 200)
  title?: string | null;
}

@InputType({ description: 'A question to the assistant in one of the caller’s chats' })
export class AiChatSendInput {
  @Field(() => Int)
  @Required('Chat session')
  @RecordId('Chat session must be a session id')
  sessionId: number;

  @Field(() => String) @RequiredText('Question', maxQuestionLength) content: string;
}

/** The REST body of POST /api/ai/chat/sessions/:id/messages (the session is in the path). */
export class AiChatQuestionBody {
  @RequiredText('Question', maxQuestionLength) content: string;
}
