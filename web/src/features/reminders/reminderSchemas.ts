import * as yup from 'yup';

/** The same placeholder rule as the server's (reminder-text-rules.ts): nothing that could carry PHI. */
export const allowedPlaceholders = ['{clinic}', '{date}', '{time}'];
const placeholderPattern = /\{\{?\s*[^}]*\}?\}/g;
export const maxReminderTextLength = 240;

export const reminderTextSchema = yup
  .string()
  .trim()
  .required('Message is required')
  .max(maxReminderTextLength, `Message must be at most ${maxReminderTextLength} characters`)
  .test(
    'placeholders',
    `Message may only use the placeholders ${allowedPlaceholders.join(', ')} (no patient or case details)`,
    (value) => (value?.match(placeholderPattern) ?? []).every((found) => allowedPlaceholders.includes(found)),
  );

export const newReminderSchema = yup.object({
  reminderType: yup.string().oneOf(['appointment', 'follow_up', 'payment', 'document', 'custom']).required(),
  channel: yup.string().oneOf(['sms', 'email'], 'Channel must be text or e-mail').required('Channel is required'),
  message: reminderTextSchema,
  scheduledDate: yup
    .string()
    .test('future', 'Choose a time from now on', (value) => !value || new Date(value).getTime() >= Date.now() - 60_000),
});

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;
export const reminderRulesSchema = yup.object({
  offsetsHours: yup
    .string()
    .required('Give at least one time before the appointment')
    .test('hours', 'Hours before must be numbers from 0.25 to 336, separated by commas (e.g. 48, 2)', (value) => {
      const parts = (value ?? '').split(',').map((part) => part.trim());
      return (
        parts.length >= 1 &&
        parts.length <= 4 &&
        parts.every((part) => /^\d+(\.\d+)?$/.test(part) && Number(part) >= 0.25 && Number(part) <= 336)
      );
    }),
  quietStart: yup.string().matches(clockTime, 'Quiet hours start must be a time (HH:MM)').required(),
  quietEnd: yup.string().matches(clockTime, 'Quiet hours end must be a time (HH:MM)').required(),
  sms: yup.boolean(),
  email: yup.boolean().test('channel', 'Choose at least one channel', function (email) {
    return Boolean(email) || Boolean((this.parent as { sms?: boolean }).sms);
  }),
});
