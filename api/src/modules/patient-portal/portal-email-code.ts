import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { InputError } from '../../platform/errors';
import type { Clock } from '../../platform/jobs/clock';
import type { MailMessage } from '../../platform/mail/mailer';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { tooMany } from '../../platform/rate-limit/rate-limiter';
import {
  emailCodeLifetimeMinutes,
  emailCodeMaxAttempts,
  emailCodeResendSeconds,
  emailCodesPerHour,
} from './portal.enums';

export const emailCodeKind = 'portal_email_code';
export const wrongEmailCodeMessage = 'That code is not valid. Check the 6-digit code in the e-mail we sent you.';
export const expiredEmailCodeMessage = 'This code has expired. Send a new code.';
export const usedUpEmailCodeMessage = 'Too many tries with this code. Send a new code.';
export const noEmailCodeMessage = 'Send a code to your e-mail first.';

const hashOf = (salt: string, userId: string, code: string) =>
  createHash('sha256').update(`${salt}:${userId}:${code}`).digest('hex');

/** The e-mail with the code; the stored copy has the code taken out (the outbox keeps no credential). */
export function emailCodeMail(to: string, code: string): { message: MailMessage; storedText: string } {
  const text = (shown: string) =>
    [
      'Hello,',
      '',
      `Your Casebridge patient portal sign-in code is: ${shown}`,
      '',
      `It works once, for ${emailCodeLifetimeMinutes} minutes. If you did not try to sign in, you can ignore this e-mail; nobody can sign in without your password.`,
      '',
      'Casebridge',
    ].join('\n');
  return {
    message: { to, subject: 'Your patient portal sign-in code', text: text(code) },
    storedText: text('[code: sent to the recipient only]'),
  };
}

/**
 * The portal's e-mailed second factor (decision 421): a 6-digit code, kept as a salted SHA-256,
 * valid 10 minutes by the injected clock, at most 5 tries, used once; a new code at most once a
 * minute and 5 an hour per login. Only the newest code of a login counts.
 */
export class PortalEmailCodes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: OutboundMailService,
    private readonly clock: Clock,
  ) {}

  /** Records a new code and its e-mail (one transaction), then makes the first delivery attempt. */
  async send(userId: string, email: string): Promise<void> {
    const now = this.clock.now();
    const emailId = await this.dataSource.transaction(async (manager) => {
      // One sender at a time per login, so two quick requests cannot both pass the resend rule.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [recent] = (await manager.query(
        `SELECT max(created_at) AS latest, count(*)::int AS count FROM portal_email_codes
          WHERE user_id = $1 AND created_at > $2::timestamptz - interval '1 hour'`,
        [userId, now],
      )) as { latest: Date | null; count: number }[];
      if (recent.latest) {
        const waited = (now.getTime() - recent.latest.getTime()) / 1000;
        if (waited < emailCodeResendSeconds) throw tooMany('codes', Math.ceil(emailCodeResendSeconds - waited));
      }
      if (recent.count >= emailCodesPerHour) throw tooMany('codes', 3600);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const salt = randomBytes(16).toString('hex');
      await manager.query(
        `INSERT INTO portal_email_codes (user_id, code_hash, salt, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $4::timestamptz + make_interval(mins => $5))`,
        [userId, hashOf(salt, userId, code), salt, now, emailCodeLifetimeMinutes],
      );
      const { message, storedText } = emailCodeMail(email, code);
      return this.mail.record(
        manager,
        { kind: emailCodeKind, userId, message, storedText },
        { attemptAfterCommit: true },
      );
    });
    await this.mail.deliver(emailId);
  }

  /**
   * Checks the newest code: a try is counted (and kept) before the comparison. On a match it
   * returns what consumes the code inside the caller's transaction (the session's).
   */
  async check(userId: string, code: string): Promise<(manager: EntityManager) => Promise<void>> {
    const presented = code.trim();
    if (!/^\d{6}$/.test(presented)) throw InputError.field('code', wrongEmailCodeMessage);
    const now = this.clock.now();
    const [latest] = (await this.dataSource.query(
      `SELECT id, code_hash, salt, attempts, expires_at, used_at FROM portal_email_codes
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId],
    )) as { id: number; code_hash: string; salt: string; attempts: number; expires_at: Date; used_at: Date | null }[];
    if (!latest || latest.used_at) throw InputError.field('code', noEmailCodeMessage);
    if (latest.expires_at.getTime() <= now.getTime()) throw InputError.field('code', expiredEmailCodeMessage);
    const [, counted] = (await this.dataSource.query(
      `UPDATE portal_email_codes SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND used_at IS NULL`,
      [latest.id, emailCodeMaxAttempts],
    )) as [unknown[], number];
    if (counted !== 1) throw InputError.field('code', usedUpEmailCodeMessage);
    const expected = Buffer.from(latest.code_hash, 'hex');
    const actual = Buffer.from(hashOf(latest.salt, userId, presented), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
      throw InputError.field(
        'code',
        latest.attempts + 1 >= emailCodeMaxAttempts ? usedUpEmailCodeMessage : wrongEmailCodeMessage,
      );
    return async (manager) => {
      const [, used] = (await manager.query(
        `UPDATE portal_email_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL`,
        [latest.id, this.clock.now()],
      )) as [unknown[], number];
      if (used !== 1) throw InputError.field('code', noEmailCodeMessage);
    };
  }
}
