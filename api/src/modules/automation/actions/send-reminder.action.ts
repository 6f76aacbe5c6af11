import type { AutomationActionHandler } from '../automation-action';
import { maxReminderTextLength } from '../../reminders/reminder.input';
import { reminderPlaceholders, unknownPlaceholders } from '../../reminders/reminder-text-rules';
import type { ReminderChannel } from '../../reminders/reminder.enums';

const targets: Record<string, ReminderChannel[]> = { sms: ['sms'], email: ['email'], both: ['sms', 'email'] };

/**
 * Sends the subject's patient a reminder: target is the channel ('sms', 'email' or 'both'), template
 * the text (placeholders {clinic}, {date}, {time} only: nothing that leaks PHI). The reminder goes
 * through the reminders module, so consent and opt-out are checked when it is sent.
 */
export const sendReminderAction: AutomationActionHandler = {
  type: 'send_reminder',
  label: 'Send the patient a reminder',
  validate: (_manager, _clinicId, action) => {
    const problems: { field: 'target' | 'template'; message: string }[] = [];
    if (!action.target || !(action.target in targets))
      problems.push({ field: 'target', message: 'Choose how to send the reminder: sms, email or both' });
    const text = action.template?.trim() ?? '';
    if (text === '') problems.push({ field: 'template', message: 'Write the reminder text' });
    else if (text.length > maxReminderTextLength)
      problems.push({
        field: 'template',
        message: `The reminder text must be at most ${maxReminderTextLength} characters`,
      });
    else if (unknownPlaceholders(text).length > 0)
      problems.push({
        field: 'template',
        message: `The reminder text may only use ${reminderPlaceholders.join(', ')} (no patient or case details)`,
      });
    return Promise.resolve(problems);
  },
  run: async ({ manager, services, subject, now }, action) => {
    if (subject.patientId === null) throw new Error('The record has no patient to remind');
    const channels = targets[action.target ?? ''];
    if (!channels || !action.template) throw new Error('The reminder action has no channel or text');
    const ids: number[] = [];
    for (const channel of channels)
      ids.push(
        await services.reminders.insertManual(
          manager,
          subject.clinicId,
          null,
          {
            patientId: subject.patientId,
            caseId: subject.caseId,
            reminderType: 'custom',
            channel,
            priority: 'normal',
            message: action.template.trim(),
          },
          now,
        ),
      );
    return `Reminder ${ids.map((id) => `#${id}`).join(' and ')} queued (${channels.join(' and ')})`;
  },
};
