import type { ReminderChannel, ReminderStatus, ReminderType } from '../../gql/graphql';

export const reminderStatusLabels: Record<ReminderStatus, string> = {
  pending: 'Pending',
  sent: 'Sent',
  acknowledged: 'Confirmed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  skipped: 'Skipped',
};

export const reminderStatusColors: Record<ReminderStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  pending: 'info',
  sent: 'success',
  acknowledged: 'success',
  failed: 'error',
  cancelled: 'default',
  skipped: 'warning',
};

export const reminderChannelLabels: Record<ReminderChannel, string> = { sms: 'Text (SMS)', email: 'E-mail' };

export const reminderTypeLabels: Record<ReminderType, string> = {
  appointment: 'Appointment',
  follow_up: 'Follow-up',
  payment: 'Payment',
  document: 'Document',
  custom: 'Custom',
};

/** "48 h before", "2 h before", "30 min before". */
export function offsetLabel(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} h before` : `${minutes} min before`;
}
