import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsEnum, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Instant, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { ReminderChannelValue, ReminderPriorityValue, ReminderTypeValue } from './reminder.enums';
import { PhiFreeText } from './reminder-text-rules';

/** The longest reminder text: two SMS segments, with room for the clinic's name and the opt-out. */
export const maxReminderTextLength = 240;

@InputType({ description: 'A reminder the clinic writes for a patient (any type), sent at its time' })
export class ReminderCreateInput {
  @Field(() => Int) @Required('Patient') @RecordId('Patient not found') patientId: number;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Case not found') caseId?: number | null;

  @Field(() => ReminderTypeValue)
  @Required('Type')
  @IsEnum(ReminderTypeValue, { message: 'Type must be one of appointment, follow_up, payment, document, custom' })
  reminderType: ReminderTypeValue;

  @Field(() => ReminderChannelValue)
  @Required('Channel')
  @IsEnum(ReminderChannelValue, { message: 'Channel must be sms or email' })
  channel: ReminderChannelValue;

  @Field(() => ReminderPriorityValue, { nullable: true })
  @IsOptional()
  @IsEnum(ReminderPriorityValue, { message: 'Priority must be one of low, normal, high, urgent' })
  priority?: ReminderPriorityValue | null;

  @Field(() => String, { description: 'What the patient reads: no diagnosis or case detail (PRODUCT 15)' })
  @RequiredText('Message', maxReminderTextLength)
  @PhiFreeText('Message')
  message: string;

  @Field(() => String, { nullable: true, description: 'When to send it (ISO 8601 with offset); now when left out' })
  @Instant('Send at')
  scheduledDate?: string | null;
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

@InputType({ description: "The clinic's appointment reminder rules (clinic admins)" })
export class ReminderSettingsInput {
  @Field(() => Boolean) @IsBoolean({ message: 'Enabled must be true or false' }) enabled: boolean;

  @Field(() => [Int], { description: 'Minutes before the appointment, 15 minutes to 14 days; one to four of them' })
  @ArrayMinSize(1, { message: 'Choose at least one time before the appointment' })
  @ArrayMaxSize(4, { message: 'Choose at most four times before the appointment' })
  @IsInt({ each: true, message: 'Times before the appointment must be whole minutes' })
  @Min(15, { each: true, message: 'A reminder goes out at least 15 minutes before the appointment' })
  @Max(20160, { each: true, message: 'A reminder goes out at most 14 days before the appointment' })
  offsetsMinutes: number[];

  @Field(() => [ReminderChannelValue])
  @ArrayMinSize(1, { message: 'Choose at least one channel' })
  @ArrayMaxSize(2, { message: 'Channels are sms and email' })
  @IsEnum(ReminderChannelValue, { each: true, message: 'Channels must be sms or email' })
  channels: ReminderChannelValue[];

  @Field(() => String)
  @Matches(clockTime, { message: 'Quiet hours start must be a time (HH:MM)' })
  quietStart: string;

  @Field(() => String)
  @Matches(clockTime, { message: 'Quiet hours end must be a time (HH:MM)' })
  quietEnd: string;
}

@InputType({ description: "A patient's consent to reminders and their opt-outs (clinic users)" })
export class ReminderConsentInput {
  @Field(() => Int) @Required('Patient') @RecordId('Patient not found') patientId: number;
  @Field(() => Boolean) @IsBoolean({ message: 'SMS consent must be true or false' }) smsConsent: boolean;
  @Field(() => Boolean) @IsBoolean({ message: 'E-mail consent must be true or false' }) emailConsent: boolean;
  @Field(() => Boolean, { description: 'False clears an SMS opt-out (the patient asked to receive texts again)' })
  @IsBoolean({ message: 'SMS opt-out must be true or false' })
  smsOptedOut: boolean;
  @Field(() => Boolean) @IsBoolean({ message: 'E-mail opt-out must be true or false' }) emailOptedOut: boolean;
}
