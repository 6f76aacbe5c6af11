import type { AutomationActionHandler } from '../automation-action';

/** Placeholder until the reminders module lands (its owner writes this handler). */
export const sendReminderAction: AutomationActionHandler = {
  type: 'send_reminder',
  label: 'Send the patient a reminder',
  validate: () => Promise.resolve([{ field: 'target', message: 'Reminders are not available yet' }]),
  run: () => Promise.reject(new Error('Reminders are not available yet')),
};
