import type { DataSource } from 'typeorm';
import type { Role } from '../access/role';
import type { RequestMeta, Scope } from '../access/scope';
import { writeAudit } from '../audit/audit.service';
import { ForbiddenError, InputError, UnauthenticatedError } from '../errors';
import { loginTypeMismatch, type LoginType } from './login-type';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { LiveHub } from '../events/live-hub';
import type { SessionService } from './session.service';

export const invalidCredentialsMessage = 'Invalid email or password';

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
}

export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly scryptLogN: number,
    private readonly live: LiveHub,
  ) {}

  /**
   * Checks the password and opens a new session (a new id every time: no fixation). Unknown
   * accounts and wrong passwords get the same answer after the same work.
   */
  async login(
    request: LoginRequest,
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ userId: string; token: string }> {
    const email = request.email?.trim().toLowerCase() ?? '';
    const fieldErrors = [];
    if (!email) fieldErrors.push({ field: 'email', message: 'Email is required' });
    if (!request.password) fieldErrors.push({ field: 'password', message: 'Password is required' });
    if (fieldErrors.length) throw new InputError(fieldErrors);

    const rows: Credentials[] = await this.dataSource.query(
      `SELECT id, password_hash, role, is_active, clinic_id, first_name, last_name FROM users WHERE email = $1`,
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
      throw new ForbiddenError('This account has been deactivated. Please contact your administrator.');
    }
    const mismatch = loginTypeMismatch(request.loginType, account.role);
    if (mismatch) {
      await this.recordFailure(account.id, email, meta, 'wrong login type');
      throw new ForbiddenError(mismatch);
    }

    const signedIn = await this.dataSource.transaction(async (manager) => {
      if (previousSessionId) await this.sessions.destroy(previousSessionId, manager);
      const { token, sessionId } = await this.sessions.create(manager, account.id, meta);
      await manager.query(`UPDATE users SET last_login_at = now() WHERE id = $1`, [account.id]);
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
      });
      return { userId: account.id, token };
    });
    if (previousSessionId) await this.live.publish({ type: 'session.ended', sessionIds: [previousSessionId] });
    return signedIn;
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

  private async recordFailure(userId: string | null, email: string, meta: RequestMeta, reason: string): Promise<void> {
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
