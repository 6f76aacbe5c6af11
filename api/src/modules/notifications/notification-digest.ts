import type { DataSource } from 'typeorm';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { digestEmail } from './notification-email';
import { notificationKinds, NotificationDelivery, type NotificationKind } from './notification-kinds';

/** How far back a digest looks. */
export const digestWindowHours = 24;

export interface DigestRun {
  emails: number;
  notifications: number;
}

/**
 * The daily digest: for everyone with notifications of a `daily_digest` kind from the last day that
 * no e-mail has covered yet, one e-mail with the count per kind and a link, recorded in one
 * transaction that also marks those notifications `emailed_at`. Running it again finds nothing new
 * (idempotent); two runs at once split the rows (SKIP LOCKED), never send one twice.
 */
export class NotificationDigest {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: OutboundMailService,
    private readonly options: { publicUrl: string },
  ) {}

  /** `actor`: the operator who ran it by hand (audited); null for the scheduled job. */
  async sendDue(now: Date, actor: Scope | null = null): Promise<DigestRun> {
    return this.dataSource.transaction(async (manager) => {
      const [rows] = (await manager.query(
        `WITH due AS (
           SELECT id FROM notifications
            WHERE delivery = $2 AND emailed_at IS NULL
              AND created_at > $1::timestamptz - make_interval(hours => $3) AND created_at <= $1::timestamptz
            ORDER BY id
            FOR UPDATE SKIP LOCKED
         )
         UPDATE notifications n SET emailed_at = $1::timestamptz FROM due WHERE n.id = due.id
         RETURNING n.user_id AS "userId", n.kind`,
        [now.toISOString(), NotificationDelivery.daily_digest, digestWindowHours],
      )) as [{ userId: string; kind: NotificationKind }[], number];
      const byUser = new Map<string, Map<NotificationKind, number>>();
      for (const { userId, kind } of rows) {
        const counts = byUser.get(userId) ?? new Map<NotificationKind, number>();
        counts.set(kind, (counts.get(kind) ?? 0) + 1);
        byUser.set(userId, counts);
      }
      let emails = 0;
      if (byUser.size > 0) {
        const users = (await manager.query(`SELECT id, email FROM users WHERE id = ANY($1) AND is_active ORDER BY id`, [
          [...byUser.keys()],
        ])) as { id: string; email: string }[];
        for (const user of users) {
          const counts = byUser.get(user.id)!;
          const message = digestEmail(
            user.email,
            notificationKinds.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind)! })),
            this.options.publicUrl,
          );
          await this.mail.record(manager, {
            kind: 'notification_digest',
            userId: user.id,
            message,
            storedText: message.text,
          });
          emails += 1;
        }
      }
      if (actor) {
        await writeAudit(manager, actor, {
          entityType: 'notification_digest',
          entityId: now.toISOString(),
          action: 'run',
          newValues: { emails, notifications: rows.length },
        });
      }
      return { emails, notifications: rows.length };
    });
  }
}
