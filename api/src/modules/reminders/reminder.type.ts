import { Field, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { ReminderChannelValue, ReminderPriorityValue, ReminderStatusValue, ReminderTypeValue } from './reminder.enums';

/** A patient reminder as the clinic's screens show it: the address masked, the reason in words. */
@ObjectType('PatientReminder', { simpleResolvers: true })
export class ReminderView {
  @Field(() => Int) id: number;
  @Field(() => Int) patientId: number;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => Int, { nullable: true }) appointmentId: number | null;
  @Field(() => ReminderTypeValue) reminderType: ReminderTypeValue;
  @Field(() => ReminderStatusValue) reminderStatus: ReminderStatusValue;
  @Field(() => ReminderChannelValue) channel: ReminderChannelValue;
  @Field(() => ReminderPriorityValue) priority: ReminderPriorityValue;
  @Field(() => Date) scheduledDate: Date;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Date, { nullable: true }) acknowledgedAt: Date | null;
  @Field(() => String, {
    nullable: true,
    description: "The clinic's own words; null for an appointment's standard text",
  })
  message: string | null;
  @Field(() => String, { nullable: true, description: 'The number or address it went to, masked' })
  toAddressMasked: string | null;
  @Field(() => String, { nullable: true, description: 'Why it failed, was skipped or cancelled, in words' })
  statusReason: string | null;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true, description: 'Minutes before the appointment (its clinic rule)' })
  offsetMinutes: number | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class ReminderConnection {
  @Field(() => [ReminderView]) nodes: ReminderView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('ClinicReminderSettings')
export class ReminderSettingsView {
  @Field(() => Boolean) enabled: boolean;
  @Field(() => [Int], { description: 'Minutes before the appointment, e.g. [2880, 120]' }) offsetsMinutes: number[];
  @Field(() => [ReminderChannelValue]) channels: ReminderChannelValue[];
  @Field(() => String, { description: '"HH:MM", clinic time' }) quietStart: string;
  @Field(() => String, { description: '"HH:MM", clinic time' }) quietEnd: string;
  @Field(() => String, { description: "The clinic's IANA time zone the quiet hours are read in" }) timeZone: string;
  @Field(() => Boolean, { description: 'True when text messages go out through Twilio; false: only recorded' })
  smsDelivered: boolean;
}

/** One message of the clinic's reminder log: a text message or a reminder e-mail. */
@ObjectType()
export class ReminderLogEntry {
  @Field(() => String, { description: 'sms:<id> or email:<id>' }) id: string;
  @Field(() => ReminderChannelValue) channel: ReminderChannelValue;
  @Field(() => String) toAddressMasked: string;
  @Field(() => String) body: string;
  @Field(() => String, { description: 'recording, twilio or email' }) provider: string;
  @Field(() => Int, { nullable: true }) reminderId: number | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class ReminderLogConnection {
  @Field(() => [ReminderLogEntry]) nodes: ReminderLogEntry[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
