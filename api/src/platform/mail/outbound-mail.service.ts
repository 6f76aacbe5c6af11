import type { DataSource, EntityManager } from 'typeorm';
import type { SecretBox } from '../crypto/secret-box';
import type { RunningJob } from '../jobs/job-definition';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { MailMessage, Mailer } from './mailer';
import { decodeCursor, toPage, type Page } from '../graphql/connection';
import { clampLimit } from '../graphql/pagination';
import { deliverMail, type MailDelivery } from './mail.jobs';
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
 * How long the queue leaves a message to the caller that said it makes the first attempt itself right
 * after its commit (`deliver`): long enough that a worker never races it, short enough that a process
 * stopping in between delays the message only this much.
 */
export const firstAttemptGraceSeconds = 15;

/** The sealed message is bound to its email's row: copied to another job, it does not open. */
const sealContext = (emailId: number) => `outbound_emails:${emailId}`;

/**
 * The platform's outgoing email: every message is recorded in outbound_emails inside the caller's
 * transaction together with its `mail.deliver` job (a rolled-back change sends nothing), and the
 * queue delivers it with retries, recording each outcome on the row. Without a configured mail
 * server the message stays recorded as not sent.
 */
export class OutboundMailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer | null,
    private readonly jobs: Pick<JobQueue<unknown>, 'sendMany' | 'runNow'>,
    private readonly secrets: SecretBox,
    private readonly logger: Logger,
  ) {}

  /**
   * Records the message and enqueues its delivery (idempotency key: the email's id), both in the
   * caller's transaction. With `attemptAfterCommit`, the caller calls `deliver` after its commit to
   * make the first attempt itself and learn its outcome; the workers take the message only if that
   * attempt never comes.
   */
  async record(manager: EntityManager, mail: RecordedMail, options: { attemptAfterCommit?: boolean } = {}) {
    const [id] = await this.recordMany(manager, [mail], options);
    return id;
  }

  /**
   * `record` for several messages in two statements whatever their number (a notification's fan-out):
   * one INSERT of every row, then every delivery job in one insert, both in the caller's
   * transaction. Returns the e-mails' ids in the order of `mails`.
   */
  async recordMany(
    manager: EntityManager,
    mails: readonly RecordedMail[],
    options: { attemptAfterCommit?: boolean } = {},
  ): Promise<number[]> {
    if (mails.length === 0) return [];
    const column = <T>(pick: (mail: RecordedMail) => T) => mails.map(pick);
    // The rows come back in the order they were inserted (the SELECT's order); each is checked
    // against its message before a sealed copy is bound to its id.
    const rows = (await manager.query(
      `INSERT INTO outbound_emails (kind, user_id, to_address, subject, body_text)
       SELECT kind, user_id, to_address, subject, body_text
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
              WITH ORDINALITY AS m(kind, user_id, to_address, subject, body_text, position)
        ORDER BY position
       RETURNING id, user_id AS "userId", to_address AS "toAddress", subject`,
      [
        column((mail) => mail.kind),
        column((mail) => mail.userId),
        column((mail) => mail.message.to),
        column((mail) => mail.message.subject),
        column((mail) => mail.storedText),
      ],
    )) as { id: number; userId: string | null; toAddress: string; subject: string }[];
    const deliveries = mails.map((mail, index): { data: MailDelivery; key: string } => {
      const row = rows[index];
      if (
        !row ||
        row.userId !== mail.userId ||
        row.toAddress !== mail.message.to ||
        row.subject !== mail.message.subject
      )
        throw new Error('outbound e-mails came back in another order than they were inserted');
      return {
        data: { emailId: row.id, sealedMessage: this.secrets.seal(JSON.stringify(mail.message), sealContext(row.id)) },
        key: String(row.id),
      };
    });
    await this.jobs.sendMany(deliverMail, deliveries, {
      manager,
      ...(options.attemptAfterCommit ? { startAfter: firstAttemptGraceSeconds } : {}),
    });
    return rows.map((row) => row.id);
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
      const [createdKey, id] = decodeCursor(args.after, ['timestamptz', 'id']);
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

  /**
   * The first delivery attempt of a message recorded with `attemptAfterCommit`, here and now, after
   * the commit; never throws (the change it belongs to is committed). A failed attempt is retried by
   * the queue's workers.
   */
  async deliver(emailId: number): Promise<DeliveryResult> {
    await this.jobs
      .runNow(deliverMail, String(emailId))
      .catch((error: unknown) => this.logger.error('email delivery could not run', { emailId, error }));
    const [row] = (await this.dataSource.query(`SELECT sent_at, last_error FROM outbound_emails WHERE id = $1`, [
      emailId,
    ])) as { sent_at: Date | null; last_error: string | null }[];
    return {
      emailId,
      mailConfigured: this.mailer !== null,
      sent: Boolean(row?.sent_at),
      error: row?.last_error ?? null,
    };
  }

  /**
   * The `mail.deliver` job: sends the message once and records the outcome on its row. A refused or
   * unreachable server throws, so the queue retries; a message already sent is not sent again.
   */
  async deliverJob(job: RunningJob<MailDelivery>): Promise<void> {
    const { emailId, sealedMessage } = job.data;
    const [row] = (await this.dataSource.query(`SELECT sent_at FROM outbound_emails WHERE id = $1`, [emailId])) as {
      sent_at: Date | null;
    }[];
    if (!row || row.sent_at) return;
    if (!this.mailer) {
      this.logger.warn('email not sent: mail is not configured (set SMTP_URL and MAIL_FROM)', { emailId });
      await this.dataSource.query(`UPDATE outbound_emails SET last_error = $2 WHERE id = $1`, [
        emailId,
        mailNotConfiguredMessage,
      ]);
      return;
    }
    const message = JSON.parse(this.secrets.open(sealedMessage, sealContext(emailId))) as MailMessage;
    try {
      await this.mailer.send(message);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await this.dataSource
        .query(`UPDATE outbound_emails SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [emailId, reason])
        .catch((updateError: unknown) => this.logger.error('recording a failed delivery failed', { updateError }));
      throw new Error(`email ${emailId} not delivered: ${reason}`, { cause: error });
    }
    await this.dataSource.query(
      `UPDATE outbound_emails SET attempts = attempts + 1, sent_at = now(), last_error = NULL WHERE id = $1`,
      [emailId],
    );
  }
}
