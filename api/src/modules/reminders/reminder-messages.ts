import { fillReminderText } from './reminder-text-rules';

/** What a reminder's text may say: the clinic, a day and time, the clinic's own words. Never PHI (PRODUCT 15). */
export interface ReminderFacts {
  clinicName: string;
  timeZone: string;
  /** The appointment's start, or the reminder's own time when it is not about an appointment. */
  when: Date;
  isAppointment: boolean;
  /** The clinic's words (manual and automation reminders), placeholders allowed. */
  message: string | null;
}

function dayAndTime(facts: ReminderFacts) {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: facts.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(facts.when);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: facts.timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(facts.when);
  return { clinic: facts.clinicName, date, time };
}

function mainText(facts: ReminderFacts): string {
  const values = dayAndTime(facts);
  if (facts.message) return fillReminderText(facts.message, values);
  return `Reminder: your appointment is on ${values.date} at ${values.time}.`;
}

/** The text message: "<Clinic>: <text> Reply C to confirm, STOP to opt out." */
export function reminderSms(facts: ReminderFacts): string {
  const confirm = facts.isAppointment ? 'Reply C to confirm, STOP to opt out.' : 'Reply STOP to opt out.';
  return `${facts.clinicName}: ${mainText(facts)} ${confirm}`;
}

/** The e-mail, with its confirm and unsubscribe links; the stored copy leaves the links' tokens out. */
export function reminderEmail(facts: ReminderFacts, links: { confirm: string; unsubscribe: string }) {
  const subject = facts.isAppointment
    ? `Appointment reminder from ${facts.clinicName}`
    : `A reminder from ${facts.clinicName}`;
  const body = (confirm: string, unsubscribe: string) =>
    [
      mainText(facts),
      '',
      ...(facts.isAppointment ? [`Confirm your appointment: ${confirm}`, ''] : []),
      `— ${facts.clinicName}`,
      '',
      `To stop reminder e-mails from ${facts.clinicName}: ${unsubscribe}`,
    ].join('\n');
  return {
    subject,
    text: body(links.confirm, links.unsubscribe),
    storedText: body('[confirm link]', '[unsubscribe link]'),
  };
}
