import type { ReminderFieldsFragment } from '../../gql/graphql';

export const aReminder = (
  overrides: Partial<ReminderFieldsFragment> = {},
): ReminderFieldsFragment & { __typename: 'PatientReminder' } => ({
  __typename: 'PatientReminder',
  id: 1,
  reminderType: 'appointment',
  reminderStatus: 'sent',
  channel: 'sms',
  priority: 'normal',
  scheduledDate: '2027-01-02T09:00:00.000Z',
  sentAt: '2027-01-02T09:00:00.000Z',
  acknowledgedAt: null,
  message: null,
  toAddressMasked: '•••0142',
  statusReason: null,
  attempts: 1,
  offsetMinutes: 2880,
  appointmentId: 7,
  ...overrides,
});

export const remindersPage = (nodes: ReminderFieldsFragment[]) => ({
  reminders: {
    __typename: 'ReminderConnection',
    nodes,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
});
