import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimitConfig } from '../../../config';
import { Role } from '../../../platform/access/role';
import type { RequestMeta, Scope } from '../../../platform/access/scope';
import { writeAudit } from '../../../platform/audit/audit.service';
import { deactivatedAccountMessage } from '../../../platform/auth/auth.service';
import { hashPassword } from '../../../platform/auth/passwords';
import type { SessionService } from '../../../platform/auth/session.service';
import { InputError } from '../../../platform/errors';
import type { LiveHub } from '../../../platform/events/live-hub';
import type { OutboundMailService } from '../../../platform/mail/outbound-mail.service';
import type { MailMessage } from '../../../platform/mail/mailer';
import { tooMany, type RateLimiter, type RateRule } from '../../../platform/rate-limit/rate-limiter';
import { NotificationKind } from '../../notifications/notification-kinds';
import type { NotificationService } from '../../notifications/notification.service';
import { invitationEmail } from './invitation-email';
import {
  invitationLifetimeDays,
  invitationLink,
  invitationTokenHash,
  isWellFormedInvitationToken,
  newInvitationToken,
} from './invitation-token';
import { passwordProblems } from './password-rules';

export const invalidInvitationMessage =
  'This invitation link is not valid. Check that you opened the whole link, or ask for a new invitation.';
export const usedInvitationMessage = 'This invitation has already been used. Sign in with your email and password.';
export const expiredInvitationMessage = 'This invitation has expired. Ask your administrator to send a new one.';

export type InvitationTokenState = 'valid' | 'expired' | 'used' | 'invalid' | 'deactivated';

const stateMessages: Record<Exclude<InvitationTokenState, 'valid'>, string> = {
  invalid: invalidInvitationMessage,
  used: usedInvitationMessage,
  expired: expiredInvitationMessage,
  deactivated: deactivatedAccountMessage,
};

/** Who is invited: what the email says and where the link leads. */
export interface Invitee {
  id: string;
  email: string;
  firstName: string;
  role: Role;
  /** The clinic or the law firm, named in the email. */
  organisation: string | null;
}

/** An invitation issued inside a transaction, to be delivered once that transaction has committed. */
export interface IssuedInvitation {
  emailId: number;
  message: MailMessage;
  link: string;
  expiresAt: Date;
}

export interface InvitationOutcome {
  expiresAt: Date;
  mailConfigured: boolean;
  emailSent: boolean;
  emailError: string | null;
  /** Only when the email did not go out: the operator passes the link on by hand. */
  link: string | null;
}

interface AcceptedAccount {
  id: string;
  email: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  first_name: string;
  last_name: string;
}

interface TokenRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
  is_active: boolean;
  expires_at: Date;
  accepted_at: Date | null;
}

/**
 * Invitations to set a password. A token is 32 random bytes; only its SHA-256 is stored, it works
 * for 7 days, once, and issuing a new one for the same user replaces the old one.
 */
export class InvitationService {
  private readonly acceptsPerAddress: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly live: LiveHub,
    private readonly mail: OutboundMailService,
    private readonly notifications: NotificationService,
    private readonly limiter: RateLimiter,
    private readonly options: { publicUrl: string; scryptLogN: number; limits: RateLimitConfig },
  ) {
    this.acceptsPerAddress = {
      name: 'invitation-accept:address',
      limit: options.limits.loginAttemptsPerAddress,
      windowSeconds: options.limits.loginWindowSeconds,
    };
  }

  /** Issues (or replaces) the user's invitation and records its email, inside the caller's transaction. */
  async issue(manager: EntityManager, invitee: Invitee, actor: Scope): Promise<IssuedInvitation> {
    const token = newInvitationToken();
    const [row] = (await manager.query(
      `INSERT INTO user_invitations (user_id, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4))
       ON CONFLICT (user_id) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, invited_by = EXCLUDED.invited_by, expires_at = EXCLUDED.expires_at,
             accepted_at = NULL, send_count = user_invitations.send_count + 1, updated_at = now()
       RETURNING expires_at`,
      [invitee.id, invitationTokenHash(token), actor.userId, invitationLifetimeDays],
    )) as { expires_at: Date }[];
    const link = invitationLink(this.options.publicUrl, token);
    const { message, storedText } = invitationEmail({
      to: invitee.email,
      firstName: invitee.firstName,
      role: invitee.role,
      organisation: invitee.organisation,
      link,
    });
    const emailId = await this.mail.record(
      manager,
      { kind: 'invitation', userId: invitee.id, message, storedText },
      { attemptAfterCommit: true },
    );
    return { emailId, message, link, expiresAt: row.expires_at };
  }

  /**
   * Makes the invitation email's first delivery attempt after the commit (the queue retries a failure);
   * the link comes back only when the email did not go out.
   */
  async deliver(issued: IssuedInvitation): Promise<InvitationOutcome> {
    const result = await this.mail.deliver(issued.emailId);
    return {
      expiresAt: issued.expiresAt,
      mailConfigured: result.mailConfigured,
      emailSent: result.sent,
      emailError: result.error,
      link: result.sent ? null : issued.link,
    };
  }

  /** What the set-password page shows before the form: whose invitation it is, or why it cannot be used. */
  async preview(token: string): Promise<{ state: InvitationTokenState; message: string | null; row: TokenRow | null }> {
    const row = await this.findByToken(this.dataSource.manager, token);
    const state = stateOf(row);
    return { state, message: state === 'valid' ? null : stateMessages[state], row: state === 'valid' ? row : null };
  }

  /**
   * Sets the password with a valid invitation: the token is consumed by one conditional UPDATE (so
   * it works once, even when sent twice at the same moment), earlier sessions end, and the change is
   * audited as the invited user's own act (without the password).
   */
  async accept(
    rawToken: string,
    password: string,
    meta: RequestMeta,
  ): Promise<{ userId: string; email: string; role: Role }> {
    const token = rawToken.trim();
    if (token === '') throw InputError.field('token', 'Invitation link is required');
    if (!isWellFormedInvitationToken(token)) throw InputError.field('token', invalidInvitationMessage);
    const verdict = await this.limiter.hit(this.acceptsPerAddress, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('attempts', verdict.retryAfterSeconds);
    const found = await this.findByToken(this.dataSource.manager, token);
    const state = stateOf(found);
    if (state !== 'valid') throw InputError.field('token', stateMessages[state]);
    const problems = passwordProblems(password, found!.email);
    if (problems.length) throw new InputError(problems);
    const passwordHash = await hashPassword(password, this.options.scryptLogN);

    const account = await this.dataSource.transaction(async (manager) => {
      const [consumed] = (await manager.query(
        `UPDATE user_invitations SET accepted_at = now(), updated_at = now()
          WHERE token_hash = $1 AND accepted_at IS NULL AND expires_at > now() RETURNING user_id, invited_by, (SELECT role FROM users WHERE id = invited_by) AS inviter_role`,
        [invitationTokenHash(token)],
      )) as [{ user_id: string; invited_by: string | null; inviter_role: Role | null }[], number];
      if (consumed.length !== 1) {
        // Another request took it a moment ago (or it expired meanwhile).
        const now = stateOf(await this.findByToken(manager, token));
        throw InputError.field('token', stateMessages[now === 'valid' ? 'used' : now]);
      }
      const [updated] = (await manager.query(
        `UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 AND is_active
         RETURNING id, email, role, clinic_id, attorney_id, first_name, last_name`,
        [consumed[0].user_id, passwordHash],
      )) as [AcceptedAccount[], number];
      const user = updated[0];
      if (!user) throw InputError.field('token', deactivatedAccountMessage);
      // A new credential ends any session opened before it (an external sign-in, for instance).
      await this.sessions.destroyAllFor(user.id, manager);
      if (user.attorney_id !== null) {
        await manager.query(
          `UPDATE attorneys SET invite_status = 'accepted', joined_at = coalesce(joined_at, now()), updated_at = now()
            WHERE id = $1`,
          [user.attorney_id],
        );
      }
      const self: Scope = {
        userId: user.id,
        role: user.role,
        clinicId: user.clinic_id,
        attorneyId: user.attorney_id,
        displayName: `${user.first_name} ${user.last_name}`.trim(),
        sessionId: '',
        request: meta,
      };
      await writeAudit(manager, self, {
        entityType: 'user',
        entityId: user.id,
        action: 'invitation_accept',
        clinicId: user.clinic_id,
        newValues: { passwordSet: true },
      });
      await this.notifications.notify(manager, {
        recipients: consumed[0].invited_by ? [consumed[0].invited_by] : [],
        actorId: user.id,
        kind: NotificationKind.invitation,
        title: `${self.displayName || user.email} accepted your invitation`,
        body: 'They have set their password and can sign in.',
        link: invitationAcceptedLink(consumed[0].inviter_role, user.role),
      });
      return { userId: user.id, email: user.email, role: user.role };
    });
    await this.live.publish({ type: 'session.ended', userId: account.userId });
    return account;
  }

  private async findByToken(manager: EntityManager, token: string): Promise<TokenRow | null> {
    if (!isWellFormedInvitationToken(token)) return null;
    const rows = (await manager.query(
      `SELECT i.user_id, u.email, u.first_name, u.last_name, u.role, u.clinic_id, u.attorney_id, u.is_active,
              i.expires_at, i.accepted_at
         FROM user_invitations i JOIN users u ON u.id = i.user_id
        WHERE i.token_hash = $1`,
      [invitationTokenHash(token)],
    )) as TokenRow[];
    return rows[0] ?? null;
  }
}

function stateOf(row: TokenRow | null): InvitationTokenState {
  if (!row) return 'invalid';
  if (row.accepted_at) return 'used';
  if (row.expires_at <= new Date()) return 'expired';
  if (!row.is_active) return 'deactivated';
  return 'valid';
}

/** Where the inviter manages the account they invited: the clinic's Users, or the console's Staff or Users. */
export function invitationAcceptedLink(inviterRole: Role | null, inviteeRole: Role): string {
  if (inviterRole === Role.clinic_admin) return '/clinic?tab=users';
  return inviteeRole === Role.operator_staff ? '/admin?tab=staff' : '/admin?tab=users';
}
