import { registerEnumType } from 'type-graphql';

/** The spec's reminder types. */
export enum ReminderTypeValue {
  appointment = 'appointment',
  follow_up = 'follow_up',
  payment = 'payment',
  document = 'document',
  custom = 'custom',
}

/** pending → sent → acknowledged, or failed (with the reason), cancelled or skipped (with the reason). */
export enum ReminderStatusValue {
  pending = 'pending',
  sent = 'sent',
  acknowledged = 'acknowledged',
  failed = 'failed',
  cancelled = 'cancelled',
  skipped = 'skipped',
}

export enum ReminderChannelValue {
  sms = 'sms',
  email = 'email',
}

export enum ReminderPriorityValue {
  low = 'low',
  normal = 'normal',
  high = 'high',
  urgent = 'urgent',
}

registerEnumType(ReminderTypeValue, { name: 'ReminderType' });
registerEnumType(ReminderStatusValue, { name: 'ReminderStatus' });
registerEnumType(ReminderChannelValue, { name: 'ReminderChannel' });
registerEnumType(ReminderPriorityValue, { name: 'ReminderPriority' });

export type ReminderType = `${ReminderTypeValue}`;
export type ReminderStatus = `${ReminderStatusValue}`;
export type ReminderChannel = `${ReminderChannelValue}`;
export type ReminderPriority = `${ReminderPriorityValue}`;
export const reminderTypes = Object.values(ReminderTypeValue);
export const reminderStatuses = Object.values(ReminderStatusValue);
export const reminderChannels = Object.values(ReminderChannelValue);
export const reminderPriorities = Object.values(ReminderPriorityValue);

/** Why a reminder was skipped or cancelled: the code kept in status_reason, and its words for the screens. */
export const reminderSkipReasons = {
  no_consent: 'The patient has not consented to reminders on this channel',
  opted_out: 'The patient opted out of reminders on this channel',
  no_address: 'The patient has no phone number or e-mail address for this channel',
  quiet_hours: "Quiet hours last until the appointment's start",
  appointment_changed: 'The appointment was cancelled, moved or is no longer scheduled',
  cancelled_by_staff: 'Cancelled by the clinic',
  reminders_off: 'Reminders are switched off for this clinic or appointment',
} as const;
export type ReminderSkipReason = keyof typeof reminderSkipReasons;
