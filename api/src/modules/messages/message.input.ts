import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OptionalText, RecordId, Required, RequiredText } from '../../platform/validation/rules';
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

/** What Secure Messaging narrows its lists to; every part optional. */
@InputType()
export class MessageFilter {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only messages the viewer has not read (sent by others in the last 90 days), as the badge counts',
  })
  @IsOptional()
  @IsBoolean({ message: 'Unread must be true or false' })
  unread?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Matches subject or message text, case-insensitively' })
  @OptionalText('Search', 100)
  search?: string | null;
}
