import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../access/role';
import type { RequestMeta, Scope } from '../access/scope';
import { writeAudit } from '../audit/audit.service';
import type { RateLimitConfig } from '../../config';
import { ForbiddenError, InputError, UnauthenticatedError } from '../errors';
import { tooMany, type RateLimiter, type RateRule } from '../rate-limit/rate-limiter';
import { clinicOpenSql, inactiveClinicMessage, inactiveClinicReason } from './clinic-access';
import { loginTypeMismatch, wrongDoorMessage, type LoginType } from './login-type';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { LiveHub } from '../events/live-hub';
import { isStorableText } from '../validation/validate-input';
import type { SessionService, SuperAdminSessionOptions } from './session.service';

export const invalidCredentialsMessage = 'Invalid email or password';
export const superAdminDoorMessage = 'Super Admin accounts sign in at /superadmin with a second factor.';
export const deactivatedAccountMessage = 'This account has been deactivated. Please contact your administrator.';

/** What opening a session needs to know about the account that proved who it is. */
export interface SessionAccount {
  id: string;
  role: Role;
  clinic_id: number | null;
  first_name: string;
  last_name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
  loginType?: LoginType | null;
}

interface Credentials {
  id: string;
  password_hash: string | null;
  role: Role;
  is_active: boolean;
  clinic_id: number | null;
  first_name: string;
  last_name: string;
  /** False for a clinic user whose clinic is inactive. */
  clinic_open: boolean;
}

export class AuthService {
  private readonly failuresPerAccount: RateRule;
  private readonly attemptsPerAddress: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly scryptLogN: number,
    private readonly live: LiveHub,
    private readonly limiter: RateLimiter,
    limits: RateLimitConfig,
  ) {
    const windowSeconds = limits.loginWindowSeconds;
    this.failuresPerAccount = { name: 'login:account', limit: limits.loginFailuresPerAccount, windowSeconds };
    this.attemptsPerAddress = { name: 'login:address', limit: limits.loginAttemptsPerAddress, windowSeconds };
  }

  /**
   * Checks the password and opens a new session (a new id every time: no fixation). Unknown
   * accounts and wrong passwords get the same answer after the same work. A super admin cannot
   * sign in here: their sign-in at /superadmin also asks for the second factor.
   */
  async login(
    request: LoginRequest,
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ userId: string; token: string }> {
    const account = await this.verifyPassword(request, meta);
    const mismatch = loginTypeMismatch(request.loginType, account.role);
    if (
      mismatch ||
      account.role === Role.super_admin ||
      account.role === Role.operator_staff ||
      account.role === Role.patient
    ) {
      await this.recordFailure(account.id, account.email, meta, 'wrong login type');
      // A patient signs in at /portal, where the second factor is asked for (decision 410).
      throw new ForbiddenError(
        mismatch ?? (account.role === Role.patient ? wrongDoorMessage[Role.patient] : superAdminDoorMessage),
      );
    }
    const signedIn = await this.openSession(account, meta, previousSessionId);
    await this.passwordAccepted(account.email);
    return signedIn;
  }

  /**
   * The first factor: the email and password of an active account, after the attempt limits.
   * Unknown accounts and wrong passwords get the same answer after the same work.
   */
  async verifyPassword(request: LoginRequest, meta: RequestMeta): Promise<SessionAccount & { email: string }> {
    const email = request.email?.trim().toLowerCase() ?? '';
    const fieldErrors = [];
    if (!email) fieldErrors.push({ field: 'email', message: 'Email is required' });
    // The REST route passes the body's text as it came: PostgreSQL cannot compare a zero byte, and a
    // refusal's audit row is indexed by the email (a btree entry holds at most a few kilobytes).
    else if (!isStorableText(email))
      fieldErrors.push({ field: 'email', message: 'Email contains characters that are not allowed' });
    else if (email.length > 254) fieldErrors.push({ field: 'email', message: 'Email must be at most 254 characters' });
    if (!request.password) fieldErrors.push({ field: 'password', message: 'Password is required' });
    if (fieldErrors.length) throw new InputError(fieldErrors);
    await this.admitAttempt(email, meta);

    const rows: Credentials[] = await this.dataSource.query(
      `SELECT u.id, u.password_hash, u.role, u.is_active, u.clinic_id, u.first_name, u.last_name,
              ${clinicOpenSql} AS clinic_open
         FROM users u WHERE u.email = $1`,
      [email],
    );
    const account = rows[0];
    const passwordOk = await verifyPassword(
      request.password,
      account?.password_hash ?? (await decoyPasswordHash(this.scryptLogN)),
    );
    if (!account || !passwordOk) {
      await this.recordFailure(account?.id ?? null, email, meta, 'invalid credentials');
      throw new UnauthenticatedError(invalidCredentialsMessage);
    }
    if (!account.is_active) {
      await this.recordFailure(account.id, email, meta, 'account deactivated');
      throw new ForbiddenError(deactivatedAccountMessage);
    }
    if (!account.clinic_open) {
      await this.recordFailure(account.id, email, meta, inactiveClinicReason);
      throw new ForbiddenError(inactiveClinicMessage);
    }
    const { id, role, clinic_id, first_name, last_name } = account;
    return { id, role, clinic_id, first_name, last_name, email };
  }

  /** A right password clears the account's failure count, so only consecutive failures lock it. */
  async passwordAccepted(email: string): Promise<void> {
    await this.limiter.clear(this.failuresPerAccount, email);
  }

  /**
   * Opens a new session for an account that has proven who it is (password, or an external
   * provider's ID token): a new id every time (no fixation), the presented session ended, the
   * sign-in recorded in account_activity and the audit log. `link` runs in the same transaction
   * (an external sign-in stores the provider's identity with it); `auditValues` go on the audit row.
   */
  async openSession(
    account: SessionAccount,
    meta: RequestMeta,
    previousSessionId: string | null,
    options: {
      link?: (manager: EntityManager) => Promise<void>;
      auditValues?: Record<string, unknown>;
      superAdmin?: SuperAdminSessionOptions;
    } = {},
  ): Promise<{ userId: string; token: string }> {
    const signedIn = await this.dataSource.transaction(async (manager) => {
      await options.link?.(manager);
      if (previousSessionId) await this.sessions.destroy(previousSessionId, manager);
      const { token, sessionId } = await this.sessions.create(manager, account.id, meta, options.superAdmin ?? null);
      await manager.query(
        `WITH signed_in AS (UPDATE users SET last_login_at = now() WHERE id = $1 RETURNING id)
         UPDATE employees SET last_active_at = now() WHERE user_id IN (SELECT id FROM signed_in)`,
        [account.id],
      );
      await manager.query(
        `INSERT INTO account_activity (user_id, activity_type, description, ip_address, user_agent) VALUES ($1, 'login', 'Signed in', $2, $3)`,
        [account.id, meta.ip, meta.userAgent],
      );
      const actor: Scope = {
        userId: account.id,
        role: account.role,
        clinicId: account.clinic_id,
        attorneyId: null,
        displayName: `${account.first_name} ${account.last_name}`.trim(),
        sessionId,
        request: meta,
      };
      await writeAudit(manager, actor, {
        entityType: 'user',
        entityId: account.id,
        action: 'login',
        clinicId: account.clinic_id,
        newValues: options.auditValues ?? null,
      });
      return { userId: account.id, token };
    });
    if (previousSessionId) await this.live.publish({ type: 'session.ended', sessionIds: [previousSessionId] });
    return signedIn;
  }

  /**
   * Counts the attempt against the client's address and the account (known or not, so the answer
   * never tells them apart) before any password work. A success clears the account's count, so
   * only consecutive failures lock it for the rest of the window.
   */
  /** Counts an external sign-in against the client's address; false when the address is over its limit. */
  async admitExternalAttempt(meta: RequestMeta): Promise<boolean> {
    return (await this.limiter.hit(this.attemptsPerAddress, meta.ip ?? 'unknown')).allowed;
  }

  private async admitAttempt(email: string, meta: RequestMeta): Promise<void> {
    const byAddress = await this.limiter.hit(this.attemptsPerAddress, meta.ip ?? 'unknown');
    const byAccount = await this.limiter.hit(this.failuresPerAccount, email);
    const refused = [byAddress, byAccount].filter((verdict) => !verdict.allowed);
    if (!refused.length) return;
    await this.recordFailure(
      null,
      email,
      meta,
      byAccount.allowed ? 'too many attempts from address' : 'too many attempts for account',
    );
    const wait = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
    throw tooMany('sign-in attempts', wait);
  }

  async logout(scope: Scope): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.sessions.destroy(scope.sessionId, manager);
      await manager.query(
        `INSERT INTO account_activity (user_id, activity_type, description, ip_address, user_agent) VALUES ($1, 'logout', 'Signed out', $2, $3)`,
        [scope.userId, scope.request.ip, scope.request.userAgent],
      );
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: scope.userId,
        action: 'logout',
        clinicId: scope.clinicId,
      });
    });
    // Open sockets of this session close and its subscriptions end, on every api process.
    await this.live.publish({ type: 'session.ended', sessionIds: [scope.sessionId] });
  }

  /** A refused sign-in: an account_activity row when the account is known, and a `login_denied` audit row. */
  async recordFailure(userId: string | null, email: string, meta: RequestMeta, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (userId) {
        await manager.query(
          `INSERT INTO account_activity (user_id, activity_type, description, ip_address, user_agent) VALUES ($1, 'login_failed', $2, $3, $4)`,
          [userId, reason, meta.ip, meta.userAgent],
        );
      }
      await writeAudit(
        manager,
        null,
        { entityType: 'user', entityId: userId ?? email, action: 'login_denied', reason },
        meta,
      );
    });
  }
}
