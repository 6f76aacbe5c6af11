import { writeAudit } from '../../../platform/audit/audit.service';
import { messageVisibleTo } from '../../messages/message.policy';
import { MessageRecipientType } from '../../messages/message.enums';
import { NotificationKind } from '../../notifications/notification-kinds';
import type { AutomationActionHandler } from '../automation-action';
import { fillTemplate, subjectCase, templateProblems } from '../automation-subject-case';

const targets = [MessageRecipientType.attorney, MessageRecipientType.internal] as string[];

/**
 * A case message from the system (no sender, message type `automation`) on the subject's case; target
 * 'attorney' (the case's attorney reads it) or 'internal' (the clinic only).
 */
export const sendMessageAction: AutomationActionHandler = {
  type: 'send_message',
  label: 'Send a case message',
  validate(_manager, _clinicId, action) {
    const problems = templateProblems(action.template, 'The message', 2000);
    if (!targets.includes(action.target ?? ''))
      problems.push({ field: 'target', message: "Send the message to 'attorney' or 'internal'" });
    return Promise.resolve(problems);
  },
  async run(context, action) {
    const { manager } = context;
    const record = await subjectCase(manager, context.subject);
    const recipientType = action.target as MessageRecipientType;
    if (recipientType === MessageRecipientType.attorney && record.attorneyId === null)
      throw new Error(`${record.caseNumber} has no attorney to write to`);
    const subject = `Automatic update on ${record.caseNumber}`;
    const [{ id }] = (await manager.query(
      `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_id, recipient_type, subject, content, message_type)
       VALUES ($1, $2, NULL, (SELECT id FROM users WHERE attorney_id = $3 AND is_active ORDER BY created_at, id LIMIT 1),
               $4, $5, $6, 'automation') RETURNING id`,
      [
        record.id,
        record.clinicId,
        recipientType === MessageRecipientType.attorney ? record.attorneyId : null,
        recipientType,
        subject,
        fillTemplate(action.template ?? '', record),
      ],
    )) as { id: number }[];
    await writeAudit(manager, null, {
      entityType: 'message',
      entityId: id,
      action: 'create',
      clinicId: record.clinicId,
      newValues: { caseId: record.id, recipientType, subject, automationRuleId: context.ruleId },
    });
    await context.services.notifications.notify(manager, {
      recipients: {
        caseReaders: record.id,
        mayRead: (reader) =>
          messageVisibleTo(reader, { clinicId: record.clinicId, caseAttorneyId: record.attorneyId, recipientType }),
      },
      kind: NotificationKind.message,
      title: `New message on ${record.caseNumber}`,
      body: `Automation: ${subject}`,
      link: `/cases/${record.id}?tab=messages`,
      caseId: record.id,
    });
    return `Sent message #${id} (${recipientType}) on ${record.caseNumber}`;
  },
};
