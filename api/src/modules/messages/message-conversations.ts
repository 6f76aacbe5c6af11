import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { keysetSql } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { ConversationView } from './conversation.type';
import type { MessageFilter } from './message.input';
import { messageScopeCondition } from './message.policy';
import { messageSearchSql } from './message-search';
import { unreadByViewerSql } from './message-unread';

export interface ConversationListArgs {
  filter?: MessageFilter | null;
  first?: number | null;
  after?: string | null;
}

const latestSenderName = `coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), 'Former user')`;

/**
 * The viewer's conversations (one per case with messages they may read), most recent activity first,
 * keyset-paged on (latest message time, case id). Searching keeps the cases with a matching message
 * and counts those; Unread keeps the cases with a message unread for the viewer.
 */
export async function listConversations(
  dataSource: DataSource,
  scope: Scope,
  args: ConversationListArgs,
): Promise<Page<ConversationView>> {
  const params = new SqlParams();
  const where = [messageScopeCondition(scope, params, 'm', 'c')];
  if (args.filter?.search) where.push(messageSearchSql(params, args.filter.search));
  const unread = unreadByViewerSql(scope, params, 'm');
  const keyset = keysetSql(
    params,
    'conv',
    { expr: 'conv.last_message_at', cast: 'timestamptz' },
    SortDirection.desc,
    args.first,
    args.after,
  );
  const rows: Record<string, unknown>[] = await dataSource.query(
    `SELECT conv.*, ${keyset.sortKeySelect} FROM (
       SELECT m.case_id AS id, c.case_number AS "caseNumber", trim(p.first_name || ' ' || p.last_name) AS "patientName",
              count(*)::int AS "messageCount", (count(*) FILTER (WHERE ${unread}))::int AS "unreadCount",
              max(m.sent_date) AS last_message_at,
              (array_agg(m.subject ORDER BY m.sent_date DESC, m.id DESC))[1] AS "lastSubject",
              (array_agg(${latestSenderName} ORDER BY m.sent_date DESC, m.id DESC))[1] AS "lastSenderName"
         FROM messages m
         JOIN cases c ON c.id = m.case_id
         JOIN patients p ON p.id = c.patient_id
         LEFT JOIN users su ON su.id = m.sender_id
        WHERE ${where.join(' AND ')}
        GROUP BY m.case_id, c.case_number, p.first_name, p.last_name
        ${args.filter?.unread ? `HAVING count(*) FILTER (WHERE ${unread}) > 0` : ''}
     ) conv
     ${keyset.after ? `WHERE ${keyset.after}` : ''}
     ${keyset.orderAndLimit}`,
    params.values,
  );
  return keyset.page(rows, (row) => ({
    id: row.id as number,
    caseId: row.id as number,
    caseNumber: row.caseNumber as string,
    patientName: row.patientName as string,
    messageCount: row.messageCount as number,
    unreadCount: row.unreadCount as number,
    lastMessageAt: row.last_message_at as Date,
    lastSubject: row.lastSubject as string,
    lastSenderName: row.lastSenderName as string,
  }));
}
