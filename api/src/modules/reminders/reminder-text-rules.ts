import { registerDecorator } from 'class-validator';

/** The placeholders a reminder text may use: none of them is PHI. */
export const reminderPlaceholders = ['{clinic}', '{date}', '{time}'] as const;

const placeholderPattern = /\{\{?\s*[^}]*\}?\}/g;

/** The placeholders in `text` that are not allowed (a patient's name, diagnosis, case, ...). */
export function unknownPlaceholders(text: string): string[] {
  return (text.match(placeholderPattern) ?? []).filter(
    (found) => !(reminderPlaceholders as readonly string[]).includes(found),
  );
}

/** A reminder text whose placeholders are only those that carry no PHI. */
export function PhiFreeText(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'phiFreeText',
      target: target.constructor,
      propertyName: String(key),
      options: {
        message: `${label} may only use the placeholders ${reminderPlaceholders.join(', ')} (no patient or case details)`,
      },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || unknownPlaceholders(value).length === 0,
      },
    });
}

/** Fills the allowed placeholders. */
export function fillReminderText(text: string, values: { clinic: string; date: string; time: string }): string {
  return text.replaceAll('{clinic}', values.clinic).replaceAll('{date}', values.date).replaceAll('{time}', values.time);
}
