import {
  byId,
  clinicAdminOnly,
  clinicOnly,
  gql,
  input,
  nodeIds,
  rest,
  restIds,
  type CallArgs,
  type Entry,
} from './matrix-dsl';

/**
 * Patient reminders (decision 283): the clinic's own contact with its patients. Its staff and admins
 * read and write their clinic's (another clinic's patient, appointment or reminder answers as a
 * missing one); attorneys and the operator are refused; the rules are changed by the clinic's admins.
 */
const reminderRows = (field: string | null) => ({ kind: 'reminder' as const, ids: field ? nodeIds(field) : restIds });
const newReminder = (a: CallArgs) => ({
  patientId: a.id,
  reminderType: 'follow_up',
  channel: 'sms',
  message: 'Time to book your follow-up.',
});
const rules = {
  enabled: true,
  offsetsMinutes: [2880, 120],
  channels: ['sms', 'email'],
  quietStart: '21:00',
  quietEnd: '08:00',
};
const consent = { smsConsent: true, emailConsent: false, smsOptedOut: false, emailOptedOut: false };

export const remindersMatrix: Record<string, Entry> = {
  'Query.reminders': [
    {
      label: 'of a patient',
      call: byId('query($id: Int!) { reminders(patientId: $id, first: 100) { nodes { id } } }'),
      target: 'patient',
      roles: clinicOnly,
      rows: reminderRows('reminders'),
    },
    {
      label: 'of an appointment',
      call: byId('query($id: Int!) { reminders(appointmentId: $id, first: 100) { nodes { id } } }'),
      target: 'appointment',
      roles: clinicOnly,
      rows: reminderRows('reminders'),
    },
  ],
  'Query.reminderSettings': [{ label: 'rules', call: gql('{ reminderSettings { enabled } }'), roles: clinicOnly }],
  'Query.reminderLog': [
    { label: 'sent', call: gql('{ reminderLog(first: 100) { nodes { id } } }'), roles: clinicOnly },
  ],
  'Mutation.reminderCreate': [
    {
      label: 'for a patient',
      call: input('mutation($input: ReminderCreateInput!) { reminderCreate(input: $input) { id } }', newReminder),
      target: 'patient',
      roles: clinicOnly,
    },
  ],
  'Mutation.reminderCancel': [
    {
      label: 'pending',
      call: byId('mutation($id: Int!) { reminderCancel(id: $id) { id } }'),
      target: 'reminder',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'Mutation.reminderSettingsUpdate': [
    {
      label: 'rules',
      call: input(
        'mutation($input: ReminderSettingsInput!) { reminderSettingsUpdate(input: $input) { enabled } }',
        () => rules,
      ),
      roles: clinicAdminOnly,
    },
  ],
  'Mutation.patientReminderConsentUpdate': [
    {
      label: 'consent',
      call: input('mutation($input: ReminderConsentInput!) { patientReminderConsentUpdate(input: $input) }', (a) => ({
        patientId: a.id,
        ...consent,
      })),
      target: 'patient',
      roles: clinicOnly,
      fresh: true,
    },
  ],
  'GET /api/patients/:id/reminders': [
    { label: 'of a patient', call: rest(), target: 'patient', roles: clinicOnly, rows: reminderRows(null) },
  ],
  'GET /api/appointments/:id/reminders': [
    { label: 'of an appointment', call: rest(), target: 'appointment', roles: clinicOnly, rows: reminderRows(null) },
  ],
  'POST /api/reminders': [
    { label: 'for a patient', call: rest({ body: newReminder }), target: 'patient', roles: clinicOnly },
  ],
  'POST /api/reminders/:id/cancel': [
    { label: 'pending', call: rest(), target: 'reminder', roles: clinicOnly, fresh: true },
  ],
  'GET /api/reminder-settings': [{ label: 'rules', call: rest(), roles: clinicOnly }],
  'PUT /api/reminder-settings': [{ label: 'rules', call: rest({ body: () => rules }), roles: clinicAdminOnly }],
  'GET /api/reminder-log': [{ label: 'sent', call: rest(), roles: clinicOnly }],
  'PUT /api/patients/:id/reminder-consent': [
    { label: 'consent', call: rest({ body: () => consent }), target: 'patient', roles: clinicOnly, fresh: true },
  ],
  'POST /api/sms/inbound': {
    public: "Twilio's webhook: its X-Twilio-Signature is the authentication (404 without Twilio)",
  },
  'GET /api/reminders/confirm': {
    public: "A reminder e-mail's link: the sealed single-purpose token is the authentication",
  },
  'POST /api/reminders/confirm': {
    public: "A reminder e-mail's link: the sealed single-purpose token is the authentication",
  },
  'GET /api/reminders/unsubscribe': {
    public: "A reminder e-mail's link: the sealed single-purpose token is the authentication",
  },
  'POST /api/reminders/unsubscribe': {
    public: "A reminder e-mail's link: the sealed single-purpose token is the authentication",
  },
};
