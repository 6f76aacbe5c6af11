import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { auditColumnList, auditRowSelectSql, writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import {
  allColumns,
  columnsForFields,
  type ColumnRules,
  type ColumnSet,
  type ColumnsOf,
} from '../../db/sql/column-set';
import { caseScopeSql } from '../cases/case-access.policy';
import { caseFactsForWrite } from '../cases/case-facts';
import type { CaseService } from '../cases/case.service';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { MessageRecipientType } from './message.enums';
import type { MessageFilter, MessageSendInput } from './message.input';
import { unreadByViewerSql, unreadCountCap } from './message-unread';
import { messageSearchSql } from './message-search';
import { messageReaderSql, messageScopeCondition, messageVisibleTo, recipientTypeFor } from './message.policy';
import type { MessageView } from './message.type';
import type { ConversationView } from './conversation.type';
import { listConversations, type ConversationListArgs } from './message-conversations';
import { CaseActivity } from '../timeline/case-activity';

const maxMarkReadIds = 100;

interface MessageRow extends MessageView {
  sortKey: string;
}

/**
 * The one SELECT behind every message a person sees; `viewerRead` says whether the viewer has read it.
 * `source` is where the message rows come from: the table, or the rows a statement has just inserted.
 */
const messageViewSql = (viewerRead: string, source = 'messages') => `
  SELECT m.id, m.case_id AS "caseId", c.case_number AS "caseNumber",
         trim(p.first_name || ' ' || p.last_name) AS "patientName",
         m.clinic_id AS "clinicId", c.attorney_id AS "caseAttorneyId",
         m.sender_id AS "senderId", coalesce(nullif(trim(su.first_name || ' ' || su.last_name), ''), CASE WHEN m.message_type = 'automation' THEN 'Automation' ELSE 'Former user' END) AS "senderName",
         su.role AS "senderRole", m.recipient_type AS "recipientType",
         CASE m.recipient_type
           WHEN 'patient' THEN trim(p.first_name || ' ' || p.last_name)
           WHEN 'clinic' THEN cl.name
           ELSE nullif(trim(ru.first_name || ' ' || ru.last_name), '')
         END AS "recipientName",
         m.subject, m.content, m.message_type AS "messageType", m.parent_message_id AS "parentMessageId",
         m.sent_date AS "sentDate", m.sent_date::text AS "sortKey", m.is_read AS "readByRecipient",
         ${viewerRead} AS "readByViewer"
    FROM ${source} m
    JOIN cases c ON c.id = m.case_id
    JOIN patients p ON p.id = c.patient_id
    JOIN clinics cl ON cl.id = m.clinic_id
    LEFT JOIN users su ON su.id = m.sender_id
    LEFT JOIN users ru ON ru.id = m.recipient_id`;

const viewerReadSql = (viewer: string) =>
  `(m.sender_id = ${viewer} OR EXISTS (SELECT 1 FROM message_reads r WHERE r.message_id = m.id AND r.user_id = ${viewer}))`;

const withoutSortKey = ({ sortKey: _sortKey, ...view }: MessageRow): MessageView => view;

/** The messages the scope may read, as a SELECT whose WHERE the caller extends with `AND ...`. */
function visibleMessagesSql(scope: Scope, params: SqlParams): string {
  const viewer = params.add(scope.userId);
  return `${messageViewSql(viewerReadSql(viewer))} WHERE ${messageScopeCondition(scope, params, 'm', 'c')}`;
}

/**
 * Every property of a message view (a column of `messageViewSql`), for reading only some of them
 * (`latestMessagesJsonSql`); its type makes it list them all.
 */
const messageViewProperties: Record<keyof MessageView, true> = {
  id: true,
  caseId: true,
  caseNumber: true,
  patientName: true,
  clinicId: true,
  caseAttorneyId: true,
  senderId: true,
  senderName: true,
  senderRole: true,
  recipientType: true,
  recipientName: true,
  subject: true,
  content: true,
  messageType: true,
  parentMessageId: true,
  sentDate: true,
  readByRecipient: true,
  readByViewer: true,
};

/** The view as `columnsForFields` sees an entity. */
const messageViewColumnsOf: ColumnsOf = {
  name: 'MessageView',
  columns: Object.keys(messageViewProperties).map((propertyName) => ({ propertyName })),
};

/** What MessageView's field resolvers (message.resolver.ts) read besides the fields named after properties. */
const messageViewRules: ColumnRules = {
  always: ['id'],
  resolvedFrom: { isRead: ['readByViewer', 'senderId'] },
};

/** The view properties a reader of the message fields `fieldNames` needs. */
export function messageViewColumnsFor(fieldNames: Iterable<string>): ColumnSet {
  return columnsForFields(fieldNames, messageViewColumnsOf, messageViewRules);
}

/**
 * A scalar subquery: the latest `first` messages the scope may read of the case `caseId` (an SQL
 * expression of the outer query), newest first, as a JSON array, for a parent that reads them in
 * its own statement (`messagesFromJson`). With `columns`, each message holds only those properties:
 * PostgreSQL then skips the joins and the read-state lookup nothing asked for, and the JSON
 * carries no message text unless asked (docs/performance.md).
 */
export function latestMessagesJsonSql(
  scope: Scope,
  params: SqlParams,
  caseId: string,
  first: number,
  columns: ColumnSet = allColumns,
): string {
  const row =
    columns === allColumns
      ? 'v'
      : `json_build_object(${columns.map((column) => `'${column}', v."${column}"`).join(', ')})`;
  return `(SELECT coalesce(json_agg(${row} ORDER BY v."sentDate" DESC, v.id DESC), '[]'::json) FROM (
             ${visibleMessagesSql(scope, params)} AND m.case_id = ${caseId}
             ORDER BY m.sent_date DESC, m.id DESC LIMIT ${params.add(clampLimit(first))}) v)`;
}

/**
 * The messages `latestMessagesJsonSql` read (pg has parsed the JSON; its timestamps are still
 * text). Read with some columns, they are partial views: only for the selection they were read for.
 */
export function messagesFromJson(value: unknown): MessageView[] {
  return (value as (Partial<Omit<MessageRow, 'sentDate'>> & { sentDate?: string })[]).map(
    ({ sortKey: _sortKey, sentDate, ...row }) =>
      (sentDate === undefined ? row : { ...row, sentDate: new Date(sentDate) }) as MessageView,
  );
}

export interface MessageListArgs {
  caseId?: number | null;
  filter?: MessageFilter | null;
  first?: number | null;
  after?: string | null;
}

export class MessageService {
  /** Live `messageAdded` events: loaded once per event, shown to each subscriber who may read it. */
  readonly topic: LiveTopic<MessageView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cases: CaseService,
    private readonly live: LiveHub,
    private readonly notifications: NotificationService,
  ) {
    this.topic = {
      eventType: 'message.added',
      load: (id) => this.loadUnscoped(id),
      visibleTo: messageVisibleTo,
    };
  }

  /** Messages in scope, newest first, optionally of one case; keyset-paginated. */
  async list(scope: Scope, args: MessageListArgs): Promise<Page<MessageView>> {
    const params = new SqlParams();
    const where = [visibleMessagesSql(scope, params)];
    if (args.caseId) where.push(`m.case_id = ${params.add(args.caseId)}`);
    if (args.filter?.unread) where.push(unreadByViewerSql(scope, params, 'm'));
    if (args.filter?.search) where.push(messageSearchSql(params, args.filter.search));
    if (args.after) {
      const [sentKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      where.push(`(m.sent_date, m.id) < (${params.add(sentKey)}::timestamptz, ${params.add(id)})`);
    }
    const limit = clampLimit(args.first);
    const rows: MessageRow[] = await this.dataSource.query(
      `${where.join(' AND ')}
        ORDER BY m.sent_date DESC, m.id DESC LIMIT ${params.add(limit + 1)}`,
      params.values,
    );
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(withoutSortKey), pageInfo: page.pageInfo };
  }

  /** The viewer's conversations, one per case, most recent first (message-conversations.ts). */
  conversations(scope: Scope, args: ConversationListArgs): Promise<Page<ConversationView>> {
    return listConversations(this.dataSource, scope, args);
  }

  /** The latest `first` messages of each case the viewer may read, in one statement for all the cases. */
  async latestForCases(scope: Scope, caseIds: readonly number[], first: number): Promise<MessageView[][]> {
    const params = new SqlParams();
    const rows: (MessageRow & { rank: string })[] = await this.dataSource.query(
      `SELECT * FROM (
         SELECT v.*, row_number() OVER (PARTITION BY v."caseId" ORDER BY v."sentDate" DESC, v.id DESC) AS rank
           FROM (${visibleMessagesSql(scope, params)} AND m.case_id = ANY(${params.add([...caseIds])})) v) ranked
        WHERE rank <= ${params.add(clampLimit(first))}
        ORDER BY "caseId", rank`,
      params.values,
    );
    const byCase = new Map<number, MessageView[]>(caseIds.map((id) => [id, []]));
    for (const { rank: _rank, ...row } of rows) byCase.get(row.caseId)?.push(withoutSortKey(row));
    return caseIds.map((id) => byCase.get(id) ?? []);
  }

  /** One message as the viewer sees it, or null when it is missing or out of scope. */
  async findById(scope: Scope, id: number): Promise<MessageView | null> {
    const params = new SqlParams();
    const rows: MessageRow[] = await this.dataSource.query(
      `${visibleMessagesSql(scope, params)} AND m.id = ${params.add(id)}`,
      params.values,
    );
    return rows[0] ? withoutSortKey(rows[0]) : null;
  }

  private async loadUnscoped(id: number): Promise<MessageView | null> {
    const rows: MessageRow[] = await this.dataSource.query(`${messageViewSql('FALSE')} WHERE m.id = $1`, [id]);
    return rows[0] ? withoutSortKey(rows[0]) : null;
  }

  /** Messages in the viewer's scope that are unread for them (message-unread.ts), counted up to 100. */
  async unreadCount(scope: Scope): Promise<number> {
    const params = new SqlParams();
    const condition = messageScopeCondition(scope, params, 'm', 'c');
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (
         SELECT 1 FROM messages m JOIN cases c ON c.id = m.case_id
          WHERE ${condition} AND ${unreadByViewerSql(scope, params, 'm')}
          LIMIT ${params.add(unreadCountCap)}) unread`,
      params.values,
    )) as { count: number }[];
    return count;
  }

  /**
   * Sends a message (decisions 502–505). One statement checks the case against the scope (and the
   * attorney and the replied-to message where they matter), inserts the message and its audit row,
   * and answers with the message as the sender sees it and the people who may read it; the
   * notifications follow in the same transaction. The live events go out after the commit. When
   * nothing was inserted, a read on that failure path says why.
   */
  async send(scope: Scope, input: MessageSendInput): Promise<MessageView> {
    const recipientType = recipientTypeFor(scope, input.recipientType);
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const caseId = params.add(input.caseId);
      const sender = params.add(scope.userId);
      const type = params.add(recipientType);
      const parentId = input.parentMessageId ? params.add(input.parentMessageId) : null;
      const checks = [`tc.id = ${caseId}`, caseScopeSql(scope, params, 'tc')];
      if (recipientType === MessageRecipientType.attorney) checks.push('tc.attorney_id IS NOT NULL');
      if (parentId)
        checks.push(`EXISTS (SELECT 1 FROM messages pm WHERE pm.id = ${parentId} AND pm.case_id = tc.id
                       AND ${messageScopeCondition(scope, params, 'pm', 'tc')})`);
      // The attorney's first active login, as the message's recipient (when writing to the attorney).
      const recipient =
        recipientType === MessageRecipientType.attorney
          ? `(SELECT u.id FROM users u WHERE u.attorney_id = tc.attorney_id AND u.is_active ORDER BY u.created_at, u.id LIMIT 1)`
          : 'NULL';
      // The content is PHI and stays in the message row only; the audit row says who wrote what, where.
      const audit = auditRowSelectSql(
        params,
        scope,
        {
          entityType: 'message',
          action: 'create',
          newValues: {
            caseId: input.caseId,
            recipientType,
            subject: input.subject,
            parentMessageId: input.parentMessageId ?? null,
          },
        },
        { entityId: 'sent.id', clinicId: 'sent.clinic_id' },
      );
      // message.added and case.activity ride this statement when the bus is the database's (decision 516).
      const announcements = [
        this.live.notifyInStatementSql({ type: 'message.added', idSql: 'v.id' }),
        this.live.notifyInStatementSql({
          type: 'case.activity',
          idSql: 'v."caseId"',
          source: 'messages',
          refSql: 'v.id',
        }),
      ];
      const announcedInStatement = announcements.every((sql) => sql !== null);
      const announce = announcedInStatement
        ? announcements.map((sql, index) => `, ${sql} AS "announced${index}"`).join('')
        : '';
      const rows = (await manager.query(
        `WITH target_case AS (
           SELECT tc.id, tc.clinic_id, tc.attorney_id FROM cases tc WHERE ${checks.join(' AND ')}
         ), sent AS (
           INSERT INTO messages (case_id, clinic_id, sender_id, recipient_id, recipient_type, subject, content, parent_message_id)
           SELECT tc.id, tc.clinic_id, ${sender}, ${recipient}, ${type}, ${params.add(input.subject)},
                  ${params.add(input.content)}, ${parentId ?? 'NULL'}::int
             FROM target_case tc
           RETURNING *
         ), audited AS (
           INSERT INTO audit_logs (${auditColumnList}) SELECT ${audit} FROM sent
         ), readers AS (
           SELECT coalesce(array_agg(reader.id ORDER BY reader.id), '{}') AS ids
             FROM sent m JOIN target_case c ON c.id = m.case_id
             JOIN users reader ON ${messageReaderSql('reader', 'm', 'c')} AND reader.id <> ${sender}
         )
         SELECT v.*, (SELECT ids FROM readers) AS "readerIds"${announce} FROM (${messageViewSql('TRUE', 'sent')}) v`,
        params.values,
      )) as (MessageRow & { readerIds: string[]; announced0?: unknown; announced1?: unknown })[];
      const [row] = rows;
      if (!row) throw await this.whyNotSent(manager, scope, input, recipientType);
      const { readerIds, announced0: _messageAdded, announced1: _caseActivity, ...sent } = row;
      const message = withoutSortKey(sent);
      if (!announcedInStatement) {
        new CaseActivity(this.live).publish(manager, message.caseId, 'messages', message.id);
        afterCommit(manager, () => this.live.publish({ type: 'message.added', id: message.id }));
      }
      // Everyone who may read it (the same rule as lists and live events), never the sender.
      await this.notifications.notify(manager, {
        recipients: readerIds,
        actorId: scope.userId,
        kind: NotificationKind.message,
        title: `New message on ${message.caseNumber}`,
        body: `${scope.displayName}: ${input.subject}`,
        link: `/cases/${message.caseId}?tab=messages`,
        caseId: message.caseId,
        clinicId: message.clinicId,
      });
      return message;
    });
  }

  /** Why `send` inserted nothing, in the order the checks were made before decision 502. */
  private async whyNotSent(
    manager: EntityManager,
    scope: Scope,
    input: MessageSendInput,
    recipientType: MessageRecipientType,
  ): Promise<InputError> {
    const record = await caseFactsForWrite(manager, scope, input.caseId);
    if (!record) return InputError.field('caseId', 'Case not found');
    if (recipientType === MessageRecipientType.attorney && record.caseAttorneyId === null)
      return InputError.field('recipientType', 'This case has no attorney to write to');
    return InputError.field('parentMessageId', 'The message you are replying to is not on this case');
  }

  /** Records that the viewer has read these messages (those in scope, not their own). Returns how many were new. */
  async markRead(scope: Scope, ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return 0;
    if (unique.length > maxMarkReadIds)
      throw InputError.field('ids', `Mark at most ${maxMarkReadIds} messages as read at once`);
    if (unique.some((id) => !Number.isSafeInteger(id) || id < 1))
      throw InputError.field('ids', 'Message ids must be positive whole numbers');
    const marked = await this.recordReads(
      scope,
      (params) => `m.id = ANY(${params.add(unique)}) AND m.sender_id IS DISTINCT FROM ${params.add(scope.userId)}`,
      (markedIds) => ({ messageIds: markedIds }),
    );
    return marked.length;
  }

  /**
   * Mark all read: every message unread for the viewer (the badge's rule), of one case when `caseId` is
   * given. Returns how many were marked; the audit row names the case and the count.
   */
  async markAllRead(scope: Scope, caseId: number | null): Promise<number> {
    const marked = await this.recordReads(
      scope,
      (params) => `${unreadByViewerSql(scope, params, 'm')}${caseId ? ` AND m.case_id = ${params.add(caseId)}` : ''}`,
      (markedIds) => ({ allUnread: true, caseId, count: markedIds.length }),
    );
    return marked.length;
  }

  /** Marks read for the viewer the messages in scope that `condition` picks, audited in the same transaction. */
  private recordReads(
    scope: Scope,
    condition: (params: SqlParams) => string,
    auditValues: (markedIds: number[]) => Record<string, unknown>,
  ): Promise<number[]> {
    return this.dataSource.transaction(async (manager) => {
      const params = new SqlParams();
      const viewer = params.add(scope.userId);
      const inScope = messageScopeCondition(scope, params, 'm', 'c');
      const marked = (await manager.query(
        `INSERT INTO message_reads (message_id, user_id)
         SELECT m.id, ${viewer} FROM messages m JOIN cases c ON c.id = m.case_id
          WHERE ${inScope} AND ${condition(params)}
         ON CONFLICT DO NOTHING RETURNING message_id`,
        params.values,
      )) as { message_id: number }[];
      if (marked.length === 0) return [];
      const markedIds = marked.map((row) => row.message_id).sort((a, b) => a - b);
      await manager.query(`UPDATE messages SET is_read = true WHERE id = ANY($1) AND NOT is_read`, [markedIds]);
      await writeAudit(manager, scope, {
        entityType: 'message',
        entityId: markedIds[0],
        action: 'read',
        clinicId: scope.clinicId,
        newValues: auditValues(markedIds),
      });
      return markedIds;
    });
  }

  /** Live messages the subscriber may read, optionally of one case (which must be in scope). */
  async subscribe(scope: Scope, caseId: number | null): Promise<AsyncIterableIterator<MessageView>> {
    if (caseId !== null && !(await this.cases.findById(scope, caseId))) throw new NotFoundError('Case');
    return this.live.subscribe(this.topic, scope, (message) => caseId === null || message.caseId === caseId);
  }
}
