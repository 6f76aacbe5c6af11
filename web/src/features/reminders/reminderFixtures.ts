import type { MockLink } from '@apollo/client/testing';
import type { ReminderFieldsFragment } from '../../gql/graphql';
import { PatientReminderConsentQuery, RemindersQuery } from './reminderDocuments';

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

/** Any patient's reminders: none (for screens that show the Reminders section without testing it). */
export const noRemindersMock: MockLink.MockedResponse = {
  request: { query: RemindersQuery, variables: () => true },
  result: { data: remindersPage([]) },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Any patient's reminder consent: none given. */
export const noConsentMock: MockLink.MockedResponse = {
  request: { query: PatientReminderConsentQuery, variables: () => true },
  result: (variables: Record<string, unknown>) => ({
    data: {
      patient: {
        __typename: 'Patient',
        id: variables.id as number,
        smsReminderConsentAt: null,
        emailReminderConsentAt: null,
        smsOptedOutAt: null,
        emailOptedOutAt: null,
      },
    },
  }),
  maxUsageCount: Number.POSITIVE_INFINITY,
};
