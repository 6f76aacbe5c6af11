import { IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { MessageRecipientType } from './message.enums';

@InputType()
export class MessageSendInput {
  @Field(() => Int)
  @Required('Case')
  @RecordId('Case must be chosen from the list')
  caseId: number;

  @Field(() => MessageRecipientType, {
    nullable: true,
    description: 'Defaults to patient for clinic users and to clinic for attorneys',
  })
  @IsOptional()
  @IsEnum(MessageRecipientType, {
    message: 'Recipient type must be one of patient, attorney, insurance, internal, clinic',
  })
  recipientType?: MessageRecipientType | null;

  @Field(() => String) @RequiredText('Subject', 200) subject: string;
  @Field(() => String) @RequiredText('Message', 10000) content: string;

  @Field(() => Int, { nullable: true, description: 'The message this one answers (same case)' })
  @IsOptional()
  @RecordId('Reply must refer to a message')
  parentMessageId?: number | null;
}
