import type { DataSource, EntityManager } from 'typeorm';
import type { PasswordResetConfig, RateLimitConfig } from '../../../config';
import type { Role } from '../../../platform/access/role';
import type { RequestMeta, Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { deactivatedAccountMessage, type AuthService } from '../../../platform/auth/auth.service';
import { isWellFormedOneTimeToken, newOneTimeToken, oneTimeTokenHash } from '../../../platform/auth/one-time-token';
import { hashPassword } from '../../../platform/auth/passwords';
import type { SessionService } from '../../../platform/auth/session.service';
import { InputError } from '../../../platform/errors';
import type { LiveHub } from '../../../platform/events/live-hub';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { OutboundMailService } from '../../../platform/mail/outbound-mail.service';
import { tooMany, type RateLimiter, type RateRule } from '../../../platform/rate-limit/rate-limiter';
import { passwordProblems } from '../invitations/password-rules';
import { passwordResetEmail, passwordResetLink } from './password-reset-email';
import { sendPasswordResetLink, type PasswordResetRequested } from './password-reset.jobs';
import { PasswordResetLinkState } from './password-reset.types';

export const invalidResetLinkMessage =
  'This password reset link is not valid. Check that you opened the whole link, or ask for a new one.';
export const usedResetLinkMessage =
  'This password reset link has already been used. Ask for a new one if you still need to reset your password.';
export const expiredResetLinkMessage = 'This password reset link has expired. Ask for a new one.';

const stateMessages: Record<Exclude<PasswordResetLinkState, 'valid'>, string> = {
  invalid: invalidResetLinkMessage,
  used: usedResetLinkMessage,
  expired: expiredResetLinkMessage,
  deactivated: deactivatedAccountMessage,
};

/** The one answer to every request, whether or not the address has an account. */
export const resetRequestedMessage = (minutes: number) =>
  `If an account exists for that email address, we have sent it a link to choose a new password. The link works once and expires in ${minutes} minutes.`;

interface Account {
  id: string;
  email: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  first_name: string;
  last_name: string;
}

interface LinkRow {
  user_id: string;
  email: string;
  is_active: boolean;
  expires_at: Date;
  used_at: Date | null;
}

const selfScope = (account: Account, meta: RequestMeta): Scope => ({
  userId: account.id,
  role: account.role,
  clinicId: account.clinic_id,
  attorneyId: account.attorney_id,
  displayName: `${account.first_name} ${account.last_name}`.trim(),
  sessionId: '',
  request: meta,
});

/**
 * "Forgot password?": a request always gets the same answer and only enqueues a job, so neither the
 * answer nor its timing says whether the address has an account; the job issues a single-use link
 * (only its SHA-256 stored) and records its email through the outbox. The link sets a new password
 * under the password rules and ends every session of the account.
 */
export class PasswordResetService {
  private readonly requestsPerEmail: RateRule;
  private readonly requestsPerAddress: RateRule;
  private readonly resetsPerAddress: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly live: LiveHub,
    private readonly mail: OutboundMailService,
    private readonly jobs: Pick<JobQueue<unknown>, 'send'>,
    private readonly limiter: RateLimiter,
    private readonly options: {
      publicUrl: string;
      scryptLogN: number;
      reset: PasswordResetConfig;
      limits: RateLimitConfig;
    },
  ) {
    this.requestsPerEmail = {
      name: 'password-reset:email',
      limit: options.reset.perEmailHourly,
      windowSeconds: 3600,
    };
    this.requestsPerAddress = {
      name: 'password-reset:address',
      limit: options.reset.perAddressHourly,
      windowSeconds: 3600,
    };
    this.resetsPerAddress = {
      name: 'password-reset-complete:address',
      limit: options.limits.loginAttemptsPerAddress,
      windowSeconds: options.limits.loginWindowSeconds,
    };
  }

  /** Counts the request against both limits and enqueues the job; the caller answers `resetRequestedMessage`. */
  async request(email: string, meta: RequestMeta): Promise<string> {
    const address = email.trim().toLowerCase();
    const byAddress = await this.limiter.hit(this.requestsPerAddress, meta.ip ?? 'unknown');
    const byEmail = await this.limiter.hit(this.requestsPerEmail, address);
    const refused = [byAddress, byEmail].find((verdict) => !verdict.allowed);
    if (refused) throw tooMany('password reset requests', refused.retryAfterSeconds);
    const data: PasswordResetRequested = { email: address, meta };
    await this.jobs.send(sendPasswordResetLink, data);
    return resetRequestedMessage(this.options.reset.linkMinutes);
  }

  /**
   * The job's work: for an active account, retires its open links, issues a new one and records
   * its email with the audit row, in one transaction. An unknown or deactivated address: nothing.
   */
  async issueFor({ email, meta }: PasswordResetRequested): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [account] = (await manager.query(
        `SELECT id, email, role, clinic_id, attorney_id, first_name, last_name
           FROM users WHERE email = $1 AND is_active`,
        [email],
      )) as Account[];
      if (!account) return;
      const token = newOneTimeToken();
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        account.id,
      ]);
      await manager.query(
        `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))`,
        [account.id, oneTimeTokenHash(token), this.options.reset.linkMinutes],
      );
      const { message, storedText } = passwordResetEmail({
        to: account.email,
        firstName: account.first_name,
        link: passwordResetLink(this.options.publicUrl, token),
        lifetimeMinutes: this.options.reset.linkMinutes,
      });
      await this.mail.record(manager, { kind: 'password_reset', userId: account.id, message, storedText });
      await writeAudit(manager, selfScope(account, meta), {
        entityType: 'user',
        entityId: account.id,
        action: 'password_reset_requested',
        clinicId: account.clinic_id,
      });
    });
  }

  /** What the reset page shows before the form: whose link it is, or why it cannot be used. */
  async preview(
    token: string,
  ): Promise<{ state: PasswordResetLinkState; email: string | null; expiresAt: Date | null }> {
    const row = await this.findByToken(this.dataSource.manager, token.trim());
    const state = stateOf(row);
    return state === PasswordResetLinkState.valid
      ? { state, email: row!.email, expiresAt: row!.expires_at }
      : { state, email: null, expiresAt: null };
  }

  messageFor(state: PasswordResetLinkState): string | null {
    return state === PasswordResetLinkState.valid ? null : stateMessages[state];
  }

  /**
   * Sets the new password: the link is consumed by one conditional UPDATE (so it works once, even
   * when sent twice at the same moment), the account's other links retire, every session ends, and
   * the change is audited as the user's own act (without the password).
   */
  async complete(rawToken: string, password: string, meta: RequestMeta): Promise<{ email: string; role: Role }> {
    const token = rawToken.trim();
    if (token === '') throw InputError.field('token', 'Password reset link is required');
    if (!isWellFormedOneTimeToken(token)) throw InputError.field('token', invalidResetLinkMessage);
    const verdict = await this.limiter.hit(this.resetsPerAddress, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('attempts', verdict.retryAfterSeconds);
    const found = await this.findByToken(this.dataSource.manager, token);
    const state = stateOf(found);
    if (state !== PasswordResetLinkState.valid) throw InputError.field('token', stateMessages[state]);
    const problems = passwordProblems(password, found!.email);
    if (problems.length) throw new InputError(problems);
    const passwordHash = await hashPassword(password, this.options.scryptLogN);

    const account = await this.dataSource.transaction(async (manager) => {
      const [consumed] = (await manager.query(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [oneTimeTokenHash(token)],
      )) as [{ user_id: string }[], number];
      if (consumed.length !== 1) {
        // Another request took it a moment ago (or it expired meanwhile).
        const now = stateOf(await this.findByToken(manager, token));
        throw InputError.field('token', stateMessages[now === PasswordResetLinkState.valid ? 'used' : now]);
      }
      const [updated] = (await manager.query(
        `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND is_active
         RETURNING id, email, role, clinic_id, attorney_id, first_name, last_name`,
        [consumed[0].user_id, passwordHash],
      )) as [Account[], number];
      const user = updated[0];
      if (!user) throw InputError.field('token', deactivatedAccountMessage);
      await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
        user.id,
      ]);
      const endedSessions = await this.sessions.destroyAllFor(user.id, manager);
      await writeAudit(manager, selfScope(user, meta), {
        entityType: 'user',
        entityId: user.id,
        action: 'password_reset',
        clinicId: user.clinic_id,
        newValues: { passwordSet: true, sessionsEnded: endedSessions },
      });
      return user;
    });
    await this.live.publish({ type: 'session.ended', userId: account.id });
    // Proven control of the mailbox: earlier failed sign-ins no longer count against the account.
    await this.auth.passwordAccepted(account.email);
    return { email: account.email, role: account.role };
  }

  private async findByToken(manager: EntityManager, token: string): Promise<LinkRow | null> {
    if (!isWellFormedOneTimeToken(token)) return null;
    const rows = (await manager.query(
      `SELECT t.user_id, u.email, u.is_active, t.expires_at, t.used_at
         FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.token_hash = $1`,
      [oneTimeTokenHash(token)],
    )) as LinkRow[];
    return rows[0] ?? null;
  }
}

function stateOf(row: LinkRow | null): PasswordResetLinkState {
  if (!row) return PasswordResetLinkState.invalid;
  if (row.used_at) return PasswordResetLinkState.used;
  if (row.expires_at <= new Date()) return PasswordResetLinkState.expired;
  if (!row.is_active) return PasswordResetLinkState.deactivated;
  return PasswordResetLinkState.valid;
}
