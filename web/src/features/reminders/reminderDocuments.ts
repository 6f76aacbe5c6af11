import { graphql } from '../../gql';

export const ReminderFieldsFragment = graphql(`
  fragment ReminderFields on PatientReminder {
    id
    reminderType
    reminderStatus
    channel
    priority
    scheduledDate
    sentAt
    acknowledgedAt
    message
    toAddressMasked
    statusReason
    attempts
    offsetMinutes
    appointmentId
  }
`);

export const RemindersQuery = graphql(`
  query Reminders($patientId: Int, $appointmentId: Int, $first: Int!, $after: String) {
    reminders(patientId: $patientId, appointmentId: $appointmentId, first: $first, after: $after) {
      nodes {
        ...ReminderFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ReminderCreateMutation = graphql(`
  mutation ReminderCreate($input: ReminderCreateInput!) {
    reminderCreate(input: $input) {
      ...ReminderFields
    }
  }
`);

export const ReminderCancelMutation = graphql(`
  mutation ReminderCancel($id: Int!) {
    reminderCancel(id: $id) {
      ...ReminderFields
    }
  }
`);

export const PatientReminderConsentQuery = graphql(`
  query PatientReminderConsent($id: Int!) {
    patient(id: $id) {
      id
      smsReminderConsentAt
      emailReminderConsentAt
      smsOptedOutAt
      emailOptedOutAt
    }
  }
`);

export const PatientReminderConsentMutation = graphql(`
  mutation PatientReminderConsentUpdate($input: ReminderConsentInput!) {
    patientReminderConsentUpdate(input: $input)
  }
`);

export const ReminderSettingsQuery = graphql(`
  query ReminderSettings {
    reminderSettings {
      enabled
      offsetsMinutes
      channels
      quietStart
      quietEnd
      timeZone
      smsDelivered
    }
  }
`);

export const ReminderSettingsUpdateMutation = graphql(`
  mutation ReminderSettingsUpdate($input: ReminderSettingsInput!) {
    reminderSettingsUpdate(input: $input) {
      enabled
      offsetsMinutes
      channels
      quietStart
      quietEnd
      timeZone
      smsDelivered
    }
  }
`);

export const ReminderLogQuery = graphql(`
  query ReminderLog($first: Int!, $after: String) {
    reminderLog(first: $first, after: $after) {
      nodes {
        id
        channel
        toAddressMasked
        body
        provider
        reminderId
        createdAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
