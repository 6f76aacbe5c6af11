import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub, LiveTopic } from '../../platform/events/live-hub';
import { decodeCursor, toPage, type Page } from '../../platform/graphql/connection';
import { clampLimit } from '../../platform/graphql/pagination';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { caseScopeSql } from '../cases/case-access.policy';
import { resolveRecipients, type Recipients } from './notification-audience';
import { immediateEmail } from './notification-email';
import {
  defaultDelivery,
  notificationDeliveries,
  notificationKindInfo,
  notificationKinds,
  NotificationDelivery,
  type NotificationKind,
} from './notification-kinds';
import type { NotificationPreferenceView, NotificationView } from './notification.type';

/** The badge counts up to here and shows "99+". */
export const notificationUnreadCap = 100;
const maxTitle = 200;
const maxBody = 300;

export interface NotifyInput {
  recipients: Recipients;
  /** Who caused it: never told about their own act. */
  actorId?: string | null;
  kind: NotificationKind;
  /** Short; no more than every recipient may see in the app. */
  title: string;
  body?: string;
  /** A path in the app, starting with "/". */
  link: string;
  caseId?: number | null;
  clinicId?: number | null;
}

export interface NotificationListArgs {
  first?: number | null;
  after?: string | null;
  unreadOnly?: boolean | null;
}

interface NotificationRow extends NotificationView {
  sortKey: string;
}

const viewColumns = `n.id, n.kind, n.title, n.body, n.link, n.case_id AS "caseId", n.read_at AS "readAt",
  n.created_at AS "createdAt", n.user_id AS "userId"`;

/**
 * A notification that links a case is read only while its reader may read the case (decision 352):
 * an attorney whose case is transferred away no longer sees the notifications about it. The case is
 * looked up by its key for each notification read (decision 485): written as `OR EXISTS`, PostgreSQL
 * hashed every case in the reader's scope on every call (9,018 cases of the bench clinic at 10k
 * cases, 900k at 1M) to answer a page of 20.
 */
const caseStillReadable = (scope: Scope, params: SqlParams): string =>
  `(n.case_id IS NULL OR coalesce((SELECT ${caseScopeSql(scope, params, 'nc')} FROM cases nc WHERE nc.id = n.case_id), false))`;

const withoutSortKey = ({ sortKey: _sortKey, ...view }: NotificationRow): NotificationView => view;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The one way anything reaches a person (ARCHITECTURE, wave 2): a row they read in the app, a live
 * event to their open pages, and an e-mail without PHI now, in the daily digest, or never, as their
 * preference for the kind says. Features call `notify` inside their own transaction; the live event
 * happens after it commits and the e-mail's delivery job runs (a rolled-back change tells nobody).
 * Every read is scoped in SQL to the caller's own user id: another person's notification is "not
 * found", like a missing one.
 */
export class NotificationService {
  readonly topic: LiveTopic<NotificationView>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly live: LiveHub,
    private readonly mail: OutboundMailService,
    private readonly options: { publicUrl: string },
  ) {
    this.topic = {
      eventType: 'notification.added',
      load: (id) => this.loadUnscoped(id),
      visibleTo: (scope, notification) => notification.userId === scope.userId,
    };
  }

  /** Notifies the recipients (less the actor) inside the caller's transaction; returns the new ids. */
  async notify(manager: EntityManager, input: NotifyInput): Promise<number[]> {
    if (!input.link.startsWith('/') || input.link.startsWith('//'))
      throw new Error(`A notification link is a path in the app, not ${input.link}`);
    const userIds = [...new Set(await resolveRecipients(manager, input.recipients))]
      .filter((id) => id !== input.actorId)
      .sort();
    if (userIds.length === 0) return [];
    // Each reader's notification.added rides the insert when the bus is the database's (decision 516).
    const announce = this.live.notifyInStatementSql({ type: 'notification.added', idSql: 'i.id' });
    const rows = (await manager.query(
      `WITH recipient AS (
         SELECT u.id, u.email, coalesce(p.delivery, $9) AS delivery
           FROM users u LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.kind = $2
          WHERE u.id = ANY($1) AND u.is_active
       ), inserted AS (
         INSERT INTO notifications (user_id, kind, title, body, link, case_id, clinic_id, delivery, emailed_at)
         SELECT r.id, $2, $3, $4, $5, $6::int,
                coalesce($7::int, (SELECT clinic_id FROM cases WHERE id = $6::int)),
                r.delivery, CASE WHEN r.delivery = $8 THEN now() END
           FROM recipient r ORDER BY r.id
         RETURNING id, user_id, delivery
       )
       SELECT i.id, i.user_id AS "userId", i.delivery, r.email${announce ? `, ${announce} AS announced` : ''}
         FROM inserted i JOIN recipient r ON r.id = i.user_id ORDER BY i.id`,
      [
        userIds,
        input.kind,
        clip(input.title, maxTitle),
        clip(input.body ?? '', maxBody),
        input.link,
        input.caseId ?? null,
        input.clinicId ?? null,
        NotificationDelivery.immediately,
        defaultDelivery,
      ],
    )) as { id: number; userId: string; delivery: NotificationDelivery; email: string }[];
    // Recorded with their delivery jobs in this transaction, all in two statements (decision 506); the
    // queue's workers send them after the commit.
    await this.mail.recordMany(
      manager,
      rows
        .filter((row) => row.delivery === NotificationDelivery.immediately)
        .map((row) => {
          const message = immediateEmail(row.email, input.kind, input.link, this.options.publicUrl);
          return { kind: 'notification', userId: row.userId, message, storedText: message.text };
        }),
    );
    // One round trip for every reader's live event (decision 507).
    if (rows.length > 0 && !announce)
      afterCommit(manager, () =>
        this.live.publishMany(rows.map((row) => ({ type: 'notification.added' as const, id: row.id }))),
      );
    return rows.map((row) => row.id);
  }

  /** The caller's notifications, newest first; keyset-paginated. */
  async list(scope: Scope, args: NotificationListArgs): Promise<Page<NotificationView>> {
    const params = new SqlParams();
    const where = [`n.user_id = ${params.add(scope.userId)}`, caseStillReadable(scope, params)];
    if (args.unreadOnly) where.push('n.read_at IS NULL');
    if (args.after) {
      const [createdKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
      where.push(`(n.created_at, n.id) < (${params.add(createdKey)}::timestamptz, ${params.add(id)})`);
    }
    const limit = clampLimit(args.first);
    const rows = (await this.dataSource.query(
      `SELECT ${viewColumns}, n.created_at::text AS "sortKey" FROM notifications n
        WHERE ${where.join(' AND ')}
        ORDER BY n.created_at DESC, n.id DESC LIMIT ${Number(limit + 1)}`,
      params.values,
    )) as NotificationRow[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(withoutSortKey), pageInfo: page.pageInfo };
  }

  /** The caller's unread notifications, counted up to 100. */
  async unreadCount(scope: Scope): Promise<number> {
    const params = new SqlParams();
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (
         SELECT 1 FROM notifications n
          WHERE n.user_id = ${params.add(scope.userId)} AND n.read_at IS NULL AND ${caseStillReadable(scope, params)}
          LIMIT ${notificationUnreadCap}) unread`,
      params.values,
    )) as { count: number }[];
    return count;
  }

  /** Marks one of the caller's notifications read (already read stays as it was). */
  async markRead(scope: Scope, id: number): Promise<NotificationView> {
    if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError('Notification');
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `UPDATE notifications n SET read_at = coalesce(n.read_at, now())
        WHERE n.id = ${params.add(id)} AND n.user_id = ${params.add(scope.userId)} AND ${caseStillReadable(scope, params)}
        RETURNING ${viewColumns}`,
      params.values,
    )) as [NotificationView[], number];
    const [row] = rows[0];
    if (!row) throw new NotFoundError('Notification');
    return row;
  }

  /** Marks every unread notification of the caller read; returns how many were unread. */
  async markAllRead(scope: Scope): Promise<number> {
    const params = new SqlParams();
    const [, count] = (await this.dataSource.query(
      `UPDATE notifications n SET read_at = now()
        WHERE n.user_id = ${params.add(scope.userId)} AND n.read_at IS NULL AND ${caseStillReadable(scope, params)}`,
      params.values,
    )) as [unknown[], number];
    return count;
  }

  /** The caller's delivery for every kind (the default where they chose nothing). */
  async preferences(scope: Scope): Promise<NotificationPreferenceView[]> {
    const rows = (await this.dataSource.query(
      `SELECT kind, delivery FROM notification_preferences WHERE user_id = $1`,
      [scope.userId],
    )) as { kind: NotificationKind; delivery: NotificationDelivery }[];
    const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
    return notificationKinds.map((kind) => ({
      kind,
      label: notificationKindInfo[kind].label,
      description: notificationKindInfo[kind].description,
      delivery: chosen.get(kind) ?? defaultDelivery,
    }));
  }

  /** Sets how the caller hears about one kind; audited with the old and new delivery. */
  async setPreference(
    scope: Scope,
    kind: NotificationKind,
    delivery: NotificationDelivery,
  ): Promise<NotificationPreferenceView> {
    if (!notificationKinds.includes(kind))
      throw InputError.field('kind', `Kind must be one of ${notificationKinds.join(', ')}`);
    if (!notificationDeliveries.includes(delivery))
      throw InputError.field('delivery', `Delivery must be one of ${notificationDeliveries.join(', ')}`);
    await this.dataSource.transaction(async (manager) => {
      const [before] = (await manager.query(
        `SELECT delivery FROM notification_preferences WHERE user_id = $1 AND kind = $2 FOR UPDATE`,
        [scope.userId, kind],
      )) as { delivery: NotificationDelivery }[];
      const old = before?.delivery ?? defaultDelivery;
      // Setting what is already in effect changes nothing and writes nothing.
      if (old === delivery) return;
      await manager.query(
        `INSERT INTO notification_preferences (user_id, kind, delivery) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery, updated_at = now()`,
        [scope.userId, kind, delivery],
      );
      await writeAudit(manager, scope, {
        entityType: 'notification_preference',
        entityId: `${scope.userId}:${kind}`,
        action: 'update',
        clinicId: scope.clinicId,
        oldValues: { kind, delivery: old },
        newValues: { kind, delivery },
      });
    });
    return {
      kind,
      label: notificationKindInfo[kind].label,
      description: notificationKindInfo[kind].description,
      delivery,
    };
  }

  /** The caller's new notifications as they are made (after their commit); nobody else's. */
  subscribe(scope: Scope): AsyncIterableIterator<NotificationView> {
    return this.live.subscribe(this.topic, scope);
  }

  private async loadUnscoped(id: number): Promise<NotificationView | null> {
    const rows = (await this.dataSource.query(`SELECT ${viewColumns} FROM notifications n WHERE n.id = $1`, [
      id,
    ])) as NotificationView[];
    return rows[0] ?? null;
  }
}
