import QRCode from 'qrcode';
import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimitConfig } from '../../../config';
import { Role } from '../../access/role';
import type { RequestMeta } from '../../access/scope';
import { writeAudit } from '../../audit/audit.service';
import { ForbiddenError, InputError, UnauthenticatedError } from '../../errors';
import { tooMany, type RateLimiter, type RateRule } from '../../rate-limit/rate-limiter';
import type { AuthService } from '../auth.service';
import type { SecretBox } from '../../crypto/secret-box';
import type { SessionService } from '../session.service';
import { newRecoveryCode, recoveryCodeCount, recoveryCodeHash } from './recovery-codes';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';
import { enrolmentContext, totpSecretContext } from './totp-secret-at-rest';

export const totpIssuer = 'Casebridge';
/** How long the password step stays valid while the second factor is asked for. */
const pendingMinutes = 5;

export const notSuperAdminMessage = 'This is not a Super Admin account. Please use Login on the home page.';
export const pendingExpiredMessage = 'Your sign-in has expired. Please enter your email and password again.';
/** `extensions.reason` (GraphQL) / `reason` (REST) of that refusal: the password step must be done again. */
export const pendingExpiredReason = 'second_factor_expired';
export const wrongCodeMessage = 'That code is not valid. Enter the current 6-digit code from your authenticator app.';
export const usedCodeMessage = 'That code has already been used. Wait for the next code and try again.';
export const wrongRecoveryCodeMessage = 'That recovery code is not valid or has already been used.';
export const unreadableSecretMessage =
  "This server cannot read your authenticator's secret (its key has changed). Sign in with a recovery code.";

export const notPatientMessage = 'This is not a patient portal account. Please use Login on the home page.';

/** The two doors that ask for a second factor: the operator's and the patient's portal (decision 410). */
export type SecondFactorRole = Role.super_admin | Role.patient;

export type SecondFactorChallenge =
  { step: 'verify' } | { step: 'enroll'; secret: string; otpauthUri: string; qrCodeSvg: string };

export interface SecondFactorAnswer {
  code?: string | null;
  recoveryCode?: string | null;
}

/**
 * The super admin's sign-in: the password opens a short "pending" session that can do nothing but
 * answer the second factor (RFC 6238 TOTP, each code once, or a single-use recovery code). The first
 * sign-in enrols the authenticator and hands out recovery codes. Passing it replaces the session
 * with a new one (a new id) that is marked verified.
 */
export class SuperAdminSignInService {
  private readonly failuresPerAccount: RateRule;
  private readonly attemptsPerAddress: RateRule;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    limits: RateLimitConfig,
    private readonly secrets: SecretBox,
  ) {
    const windowSeconds = limits.loginWindowSeconds;
    this.failuresPerAccount = { name: 'second-factor:account', limit: limits.loginFailuresPerAccount, windowSeconds };
    this.attemptsPerAddress = { name: 'second-factor:address', limit: limits.loginAttemptsPerAddress, windowSeconds };
  }

  async signIn(
    request: { email: string; password: string },
    meta: RequestMeta,
    previousSessionId: string | null,
    door: SecondFactorRole = Role.super_admin,
  ): Promise<{ token: string; challenge: SecondFactorChallenge }> {
    const account = await this.auth.verifyPassword(request, meta);
    // The operator's door admits operator staff too: the same password and TOTP steps (decision 441).
    const admitted = door === Role.super_admin ? [Role.super_admin, Role.operator_staff] : [door];
    if (!admitted.includes(account.role)) {
      await this.auth.recordFailure(account.id, account.email, meta, `not a ${door} account`);
      throw new ForbiddenError(door === Role.patient ? notPatientMessage : notSuperAdminMessage);
    }
    await this.auth.passwordAccepted(account.email);
    const enrolled = await this.hasSecondFactor(account.id);
    const enrollSecret = enrolled ? undefined : newTotpSecret();
    const { token } = await this.dataSource.transaction(async (manager) => {
      if (previousSessionId) await this.sessions.destroy(previousSessionId, manager);
      const created = await this.sessions.create(manager, account.id, meta, {
        secondFactor: 'pending',
        username: account.email,
        enrollSecret: enrollSecret ? this.secrets.seal(enrollSecret, enrolmentContext(account.id)) : undefined,
        idleMinutes: pendingMinutes,
        portal: door === Role.patient,
      });
      const actor = {
        userId: account.id,
        role: account.role,
        clinicId: null,
        attorneyId: null,
        displayName: `${account.first_name} ${account.last_name}`.trim(),
        sessionId: created.sessionId,
        request: meta,
      };
      await writeAudit(manager, actor, {
        entityType: 'user',
        entityId: account.id,
        action: 'login_password_accepted',
        reason: 'second factor pending',
      });
      return created;
    });
    if (!enrollSecret) return { token, challenge: { step: 'verify' } };
    const uri = otpauthUri(totpIssuer, account.email, enrollSecret);
    const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { token, challenge: { step: 'enroll', secret: enrollSecret, otpauthUri: uri, qrCodeSvg } };
  }

  /** Checks the second factor of the presented pending session and opens the verified session. */
  async verify(
    presentedSessionId: string | null,
    answer: SecondFactorAnswer,
    meta: RequestMeta,
    door: SecondFactorRole = Role.super_admin,
  ): Promise<{ userId: string; token: string; recoveryCodes: string[] | null }> {
    const code = answer.code?.trim() || null;
    const recoveryCode = answer.recoveryCode?.trim() || null;
    if (!code && !recoveryCode) throw InputError.field('code', 'Enter the 6-digit code from your authenticator app');
    const pending = await this.sessions.resolvePendingSecondFactor(presentedSessionId, door);
    if (!pending) throw new UnauthenticatedError(pendingExpiredMessage).because(pendingExpiredReason);
    await this.admitAttempt(pending.userId, pending.email, meta);

    const enrolling = pending.enrollSecret !== null;
    const method = recoveryCode ? 'recovery_code' : 'totp';
    const rows: { role: Role; clinic_id: number | null; first_name: string; last_name: string }[] =
      await this.dataSource.query(`SELECT role, clinic_id, first_name, last_name FROM users WHERE id = $1`, [
        pending.userId,
      ]);
    const account = { id: pending.userId, ...rows[0] };
    const recoveryCodes = enrolling ? Array.from({ length: recoveryCodeCount }, newRecoveryCode) : null;

    const signedIn = await this.auth
      .openSession(account, meta, pending.sessionId, {
        superAdmin: { secondFactor: 'verified', username: pending.email, portal: door === Role.patient },
        auditValues: { secondFactor: method, ...(enrolling ? { enrolled: true } : {}) },
        link: async (manager) => {
          if (enrolling) {
            const secret = this.secrets.open(pending.enrollSecret!, enrolmentContext(pending.userId));
            await this.enrol(manager, pending.userId, secret, code, recoveryCodes!);
          } else if (recoveryCode) {
            await this.useRecoveryCode(manager, pending.userId, recoveryCode);
          } else {
            await this.useTotp(manager, pending.userId, code!);
          }
        },
      })
      .catch(async (error: unknown) => {
        if (error instanceof UnauthenticatedError || error instanceof InputError) {
          await this.auth.recordFailure(pending.userId, pending.email, meta, `second factor refused (${method})`);
        }
        throw error;
      });
    await this.limiter.clear(this.failuresPerAccount, pending.userId);
    return { ...signedIn, recoveryCodes };
  }

  /**
   * A second factor the caller checks itself (the portal's e-mailed code, decision 421): `check` runs
   * on the pending session's user before the session is opened (it counts its own tries) and returns
   * what consumes the factor in the session's transaction. No enrolment and no recovery codes.
   */
  async verifyOther(
    presentedSessionId: string | null,
    meta: RequestMeta,
    door: SecondFactorRole,
    method: string,
    check: (pending: { userId: string; email: string }) => Promise<(manager: EntityManager) => Promise<void>>,
  ): Promise<{ userId: string; token: string }> {
    const pending = await this.sessions.resolvePendingSecondFactor(presentedSessionId, door);
    if (!pending) throw new UnauthenticatedError(pendingExpiredMessage).because(pendingExpiredReason);
    await this.admitAttempt(pending.userId, pending.email, meta);
    const rows: { role: Role; clinic_id: number | null; first_name: string; last_name: string }[] =
      await this.dataSource.query(`SELECT role, clinic_id, first_name, last_name FROM users WHERE id = $1`, [
        pending.userId,
      ]);
    const account = { id: pending.userId, ...rows[0] };
    const signedIn = await check(pending)
      .then((consume) =>
        this.auth.openSession(account, meta, pending.sessionId, {
          superAdmin: { secondFactor: 'verified', username: pending.email, portal: door === Role.patient },
          auditValues: { secondFactor: method },
          link: consume,
        }),
      )
      .catch(async (error: unknown) => {
        if (error instanceof UnauthenticatedError || error instanceof InputError) {
          await this.auth.recordFailure(pending.userId, pending.email, meta, `second factor refused (${method})`);
        }
        throw error;
      });
    await this.limiter.clear(this.failuresPerAccount, pending.userId);
    return signedIn;
  }

  private async hasSecondFactor(userId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM second_factors WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  private async useTotp(manager: EntityManager, userId: string, code: string): Promise<void> {
    const [factor]: { totp_secret: string }[] = await manager.query(
      `SELECT totp_secret FROM second_factors WHERE user_id = $1`,
      [userId],
    );
    const step = factor ? matchTotp(this.openTotpSecret(userId, factor.totp_secret), code) : null;
    if (step === null) throw new UnauthenticatedError(wrongCodeMessage);
    // The step moves forward only: a code (or an older one) that was used once never works again.
    const [, advanced]: [unknown[], number] = await manager.query(
      `UPDATE second_factors SET last_used_step = $2
        WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)`,
      [userId, step],
    );
    if (advanced !== 1) throw new UnauthenticatedError(usedCodeMessage);
  }

  /** A secret that does not open (another key, or copied from another account) cannot check codes. */
  private openTotpSecret(userId: string, stored: string): string {
    try {
      return this.secrets.open(stored, totpSecretContext(userId));
    } catch {
      throw new UnauthenticatedError(unreadableSecretMessage);
    }
  }

  private async useRecoveryCode(manager: EntityManager, userId: string, recoveryCode: string): Promise<void> {
    const used: [unknown[], number] = await manager.query(
      `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, recoveryCodeHash(recoveryCode)],
    );
    if (used[1] !== 1) throw new UnauthenticatedError(wrongRecoveryCodeMessage);
  }

  private async enrol(
    manager: EntityManager,
    userId: string,
    secret: string,
    code: string | null,
    recoveryCodes: string[],
  ): Promise<void> {
    if (!code) throw InputError.field('code', 'Enter the 6-digit code your authenticator app shows for Casebridge');
    const step = matchTotp(secret, code);
    if (step === null) throw new UnauthenticatedError(wrongCodeMessage);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO second_factors (user_id, totp_secret, last_used_step) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
      [userId, this.secrets.seal(secret, totpSecretContext(userId)), step],
    );
    if (!inserted.length) throw new UnauthenticatedError(pendingExpiredMessage).because(pendingExpiredReason);
    await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
      userId,
      recoveryCodes.map(recoveryCodeHash),
    ]);
  }

  private async admitAttempt(userId: string, email: string, meta: RequestMeta): Promise<void> {
    const byAddress = await this.limiter.hit(this.attemptsPerAddress, meta.ip ?? 'unknown');
    const byAccount = await this.limiter.hit(this.failuresPerAccount, userId);
    const refused = [byAddress, byAccount].filter((verdict) => !verdict.allowed);
    if (!refused.length) return;
    await this.auth.recordFailure(userId, email, meta, 'too many second-factor attempts');
    throw tooMany('sign-in attempts', Math.max(...refused.map((v) => v.retryAfterSeconds)));
  }
}
