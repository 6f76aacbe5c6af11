import { NotificationKind } from '../../notifications/notification-kinds';
import type { AutomationActionHandler } from '../automation-action';
import { fillTemplate, subjectCase } from '../automation-subject-case';

const maxText = 200;

/**
 * A notification to the users of the case's attorney: the case number, the rule's short text and a
 * link to the case, which they may already read; never the clinic's internal notes or the patient's details.
 */
export const notifyAttorneyAction: AutomationActionHandler = {
  type: 'notify_attorney',
  label: "Notify the case's attorney",
  validate(_manager, _clinicId, action) {
    const problems: { field: 'target' | 'template'; message: string }[] = [];
    if ((action.template?.trim().length ?? 0) > maxText)
      problems.push({ field: 'template', message: `The notification text is at most ${maxText} characters` });
    if (action.target) problems.push({ field: 'target', message: "The attorney is the case's own; leave it empty" });
    return Promise.resolve(problems);
  },
  async run(context, action) {
    const record = await subjectCase(context.manager, context.subject);
    if (record.attorneyId === null) return `${record.caseNumber} has no attorney: nobody notified`;
    const ids = await context.services.notifications.notify(context.manager, {
      recipients: { attorneyUsers: record.attorneyId },
      kind: NotificationKind.case_update,
      title: `Update on ${record.caseNumber}`,
      body: fillTemplate(action.template ?? '', record) || `The clinic has an update on ${record.caseNumber}`,
      link: `/cases/${record.id}`,
      caseId: record.id,
    });
    return `Notified ${ids.length} attorney user${ids.length === 1 ? '' : 's'} on ${record.caseNumber}`;
  },
};
