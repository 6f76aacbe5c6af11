import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';
import { decodeCursor, toPage, type Page } from '../graphql/connection';
import { clampLimit } from '../graphql/pagination';
import { OutboundEmail } from './outbound-email.entity';
import type { OutboundEmailView } from './outbound-email.type';

/** What happened to one recorded message. */
export interface DeliveryResult {
  emailId: number;
  /** False when no mail server is configured (development, demo): the message was only recorded. */
  mailConfigured: boolean;
  sent: boolean;
  error: string | null;
}

export interface RecordedMail {
  kind: string;
  userId: string | null;
  /** The message as sent. */
  message: MailMessage;
  /** The text kept in outbound_emails, with any secret (a link with a token) taken out. */
  storedText: string;
}

export const mailNotConfiguredMessage = 'Email is not configured on this server (SMTP_URL and MAIL_FROM)';

/**
 * The platform's outgoing email: every message is recorded in outbound_emails inside the caller's
 * transaction, then delivered after the commit (a rolled-back change sends nothing) and its outcome
 * recorded. Without a configured mail server the message stays recorded as not sent.
 */
export class OutboundMailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer | null,
    private readonly logger: Logger,
  ) {}

  async record(manager: EntityManager, mail: RecordedMail): Promise<number> {
    const repository = manager.getRepository(OutboundEmail);
    const row = await repository.save(
      repository.create({
        kind: mail.kind,
        userId: mail.userId,
        toAddress: mail.message.to,
        subject: mail.message.subject,
        bodyText: mail.storedText,
      }),
    );
    return row.id;
  }

  /** Recorded e-mails, newest first, keyset-paginated (the operator's list; the caller checks the role). */
  async list(args: {
    first?: number | null;
    after?: string | null;
    kind?: string | null;
  }): Promise<Page<OutboundEmailView>> {
    const values: unknown[] = [];
    const where: string[] = [];
    if (args.kind) {
      values.push(args.kind.slice(0, 100));
      where.push(`kind = $${values.length}`);
    }
    if (args.after) {
      const [createdKey, id] = decodeCursor(args.after, ['string', 'number']);
      values.push(createdKey, id);
      where.push(`(created_at, id) < ($${values.length - 1}::timestamptz, $${values.length})`);
    }
    const limit = clampLimit(args.first);
    const rows = (await this.dataSource.query(
      `SELECT id, kind, to_address AS "toAddress", subject, body_text AS "bodyText", created_at AS "createdAt",
              sent_at AS "sentAt", attempts, last_error AS "lastError", created_at::text AS "sortKey"
         FROM outbound_emails ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at DESC, id DESC LIMIT ${Number(limit + 1)}`,
      values,
    )) as (OutboundEmailView & { sortKey: string })[];
    const page = toPage(rows, limit, (row) => [row.sortKey, row.id]);
    return { nodes: page.nodes.map(({ sortKey: _sortKey, ...email }) => email), pageInfo: page.pageInfo };
  }

  /** Sends a recorded message once and records the outcome; never throws (the change it belongs to is committed). */
  async deliver(emailId: number, message: MailMessage): Promise<DeliveryResult> {
    if (!this.mailer) {
      this.logger.warn('email not sent: mail is not configured (set SMTP_URL and MAIL_FROM)', { emailId });
      await this.dataSource.query(`UPDATE outbound_emails SET last_error = $2 WHERE id = $1`, [
        emailId,
        mailNotConfiguredMessage,
      ]);
      return { emailId, mailConfigured: false, sent: false, error: mailNotConfiguredMessage };
    }
    try {
      await this.mailer.send(message);
      await this.dataSource.query(
        `UPDATE outbound_emails SET attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`,
        [emailId],
      );
      return { emailId, mailConfigured: true, sent: true, error: null };
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      this.logger.error('email delivery failed', { emailId, error });
      await this.dataSource
        .query(`UPDATE outbound_emails SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [emailId, reason])
        .catch((updateError: unknown) => this.logger.error('recording a failed delivery failed', { updateError }));
      return { emailId, mailConfigured: true, sent: false, error: reason };
    }
  }
}
