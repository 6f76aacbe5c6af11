import { messageScopeCondition } from '../../messages/message.policy';
import { TimelineKind } from '../timeline.enums';
import { oneRecord, userNameSql, type TimelineSource } from '../timeline-source';

/** Messages on the case; read by the messages' rule (attorneys never read internal ones). */
export const messagesSource: TimelineSource = {
  kind: TimelineKind.message,
  select: (context) =>
    `SELECT 'message'::text, CASE WHEN m.recipient_type = 'internal' THEN 'internal' ELSE 'sent' END, m.id, m.sent_date,
        CASE WHEN m.recipient_type = 'internal' THEN 'Internal note: ' ELSE 'Message: ' END || m.subject,
        ${userNameSql('sender')}, '/messages?case=' || c.id
      FROM messages m
      LEFT JOIN users sender ON sender.id = m.sender_id
      WHERE m.case_id = c.id AND ${messageScopeCondition(context.scope, context.params, 'm', 'c')}${oneRecord(context, 'm.id')}`,
};
