import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { Role, isClinicRole } from '../../platform/access/role';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { hashPassword } from '../../platform/auth/passwords';
import { isWellFormedOneTimeToken, newOneTimeToken, oneTimeTokenHash } from '../../platform/auth/one-time-token';
import {
  notPatientMessage,
  pendingExpiredMessage,
  pendingExpiredReason,
  type SecondFactorAnswer,
  type SecondFactorChallenge,
  type SuperAdminSignInService,
} from '../../platform/auth/second-factor/super-admin-sign-in.service';
import type { SessionService } from '../../platform/auth/session.service';
import {
  ForbiddenError,
  InputError,
  NotFoundError,
  TooManyRequestsError,
  UnauthenticatedError,
} from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import type { Clock } from '../../platform/jobs/clock';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { passwordProblems } from '../users/invitations/password-rules';
import { phoneToE164 } from '../reminders/contact-address';
import { PortalInviteChannel, PortalMfaMethod, portalInviteLifetimeHours } from './portal.enums';
import { PortalEmailCodes } from './portal-email-code';
import { portalInviteEmail, portalInviteSms } from './portal-invite-text';
import { rowWriteLock } from '../../db/sql/row-lock';

export const invalidAccessLinkMessage =
  'This portal link is not valid or has already been used. Ask your clinic for a new invitation.';
export const expiredAccessLinkMessage = 'This portal link has expired. Ask your clinic for a new invitation.';
export const portalInactiveMessage = 'Portal access for this patient has been turned off by the clinic.';
export const emailTakenMessage = 'This e-mail already has a Casebridge account. Use another e-mail address.';
export const usesAuthenticatorMessage = 'This portal account signs in with an authenticator app. Enter its code.';
export const usesEmailCodeMessage =
  'This portal account signs in with a code sent by e-mail. Enter the code from the e-mail.';

/** What the portal's second step asks for: the authenticator (set up first when new) or an e-mailed code. */
export type PortalChallenge = SecondFactorChallenge | { step: 'email'; sentTo: string };

/** A portal login: the patient's own (client_portal_access) or a family member's (decision 420). */
interface PortalLogin {
  table: 'client_portal_access' | 'portal_family_members';
  id: number;
  mfaEnabled: boolean;
  mfaMethod: string | null;
}

export interface PortalAccessView {
  id: number;
  patientId: number;
  email: string | null;
  phone: string | null;
  isActive: boolean;
  invitedVia: string;
  invitedAt: Date;
  inviteExpiresAt: Date | null;
  acceptedAt: Date | null;
  lastAccessAt: Date | null;
  mfaEnabled: boolean;
  mfaMethod: string | null;
  preferredLanguage: string;
  familyMemberAccess: boolean;
  familyMembers: PortalFamilyAccessView[];
}

/** A family member with access, as the patient's clinic sees it. */
export interface PortalFamilyAccessView {
  id: number;
  name: string;
  relationship: string;
  permission: string;
  acceptedAt: Date | null;
  lastAccessAt: Date | null;
}

export interface PortalInviteOutcome {
  access: PortalAccessView;
  /** Where the invitation went (masked) and, when it could not be delivered, the link to pass on by hand. */
  sentTo: string;
  delivered: boolean;
  link: string | null;
}

export interface PortalInvitationPreview {
  valid: boolean;
  message: string | null;
  firstName: string | null;
  clinicName: string | null;
  email: string | null;
  /** A family member's invitation: the patient's first name. */
  familyOf: string | null;
}

interface AccessRow {
  id: number;
  clinic_id: number;
  patient_id: number;
  user_id: string | null;
  email: string | null;
  phone: string | null;
  is_active: boolean;
  invited_via: string;
  invited_at: Date;
  access_code_expires_at: Date | null;
  accepted_at: Date | null;
  last_access_at: Date | null;
  mfa_enabled: boolean;
  mfa_method: string | null;
  preferred_language: string;
  family_member_access: boolean;
}

const accessColumns = `a.id, a.clinic_id, a.patient_id, a.user_id, a.email, a.phone, a.is_active, a.invited_via,
  a.invited_at, a.access_code_expires_at, a.accepted_at, a.last_access_at, a.mfa_enabled, a.mfa_method,
  a.preferred_language, a.family_member_access`;

const viewOf = (row: AccessRow, familyMembers: PortalFamilyAccessView[] = []): PortalAccessView => ({
  id: row.id,
  patientId: row.patient_id,
  email: row.email,
  phone: row.phone,
  isActive: row.is_active,
  invitedVia: row.invited_via,
  invitedAt: row.invited_at,
  inviteExpiresAt: row.accepted_at ? null : row.access_code_expires_at,
  acceptedAt: row.accepted_at,
  lastAccessAt: row.last_access_at,
  mfaEnabled: row.mfa_enabled,
  mfaMethod: row.mfa_method,
  preferredLanguage: row.preferred_language,
  familyMemberAccess: row.family_member_access,
  familyMembers,
});

export const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');
const maskPhone = (phone: string) => `***${phone.replace(/\D/g, '').slice(-4)}`;

export const portalLink = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/portal/accept#code=${code}`;

/** The clinic's writes on portal access: its own users, on its own patients (decision 410). */
function assertClinicUser(scope: Scope): number {
  if (!isClinicRole(scope.role) || scope.clinicId === null)
    throw new ForbiddenError("Portal access is managed by the patient's clinic");
  return scope.clinicId;
}

/**
 * The clinic's side of client_portal_access: invite (a one-time access link by e-mail or SMS, kept
 * as its SHA-256, 72 hours), see the state, deactivate; and the patient's side of the link: preview,
 * accept (the password), then the second factor through the shared second-factor service.
 */
export class PortalAccessService {
  private readonly acceptsPerAddress: RateRule;
  readonly emailCodes: PortalEmailCodes;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly secondFactor: SuperAdminSignInService,
    private readonly mail: OutboundMailService,
    private readonly sms: SmsProvider,
    private readonly live: LiveHub,
    private readonly limiter: RateLimiter,
    private readonly options: { publicUrl: string; scryptLogN: number; limits: RateLimitConfig; clock: Clock },
  ) {
    this.emailCodes = new PortalEmailCodes(dataSource, mail, options.clock);
    this.acceptsPerAddress = {
      name: 'portal-accept:address',
      limit: options.limits.loginAttemptsPerAddress,
      windowSeconds: options.limits.loginWindowSeconds,
    };
  }

  /** A patient's portal access as their clinic sees it; null when never invited. */
  async forPatient(scope: Scope, patientId: number): Promise<PortalAccessView | null> {
    const clinicId = assertClinicUser(scope);
    await this.patientOf(this.dataSource.manager, clinicId, patientId);
    const rows: AccessRow[] = await this.dataSource.query(
      `SELECT ${accessColumns} FROM client_portal_access a WHERE a.patient_id = $1 AND a.clinic_id = $2`,
      [patientId, clinicId],
    );
    if (!rows[0]) return null;
    // Who else reads this patient's portal (decision 420): the family members with access now.
    const family: PortalFamilyAccessView[] = await this.dataSource.query(
      `SELECT f.id, f.first_name || ' ' || f.last_name AS name, f.relationship, f.permission,
              f.accepted_at AS "acceptedAt", f.last_access_at AS "lastAccessAt"
         FROM portal_family_members f
        WHERE f.access_id = $1 AND f.revoked_at IS NULL ORDER BY f.id`,
      [rows[0].id],
    );
    return viewOf(rows[0], family);
  }

  /**
   * Sends (or sends again) the patient's invitation: a new one-time code replaces any earlier one.
   * A patient who already accepted keeps their login; inviting again re-opens deactivated access.
   */
  async invite(scope: Scope, patientId: number, channel: PortalInviteChannel): Promise<PortalInviteOutcome> {
    const clinicId = assertClinicUser(scope);
    const code = newOneTimeToken();
    const link = portalLink(this.options.publicUrl, code);
    const sent = await this.dataSource.transaction(async (manager) => {
      const patient = await this.patientOf(manager, clinicId, patientId, true);
      const email = patient.email?.trim().toLowerCase() || null;
      const phone = phoneToE164(patient.phone);
      if (channel === PortalInviteChannel.email && !email)
        throw InputError.field('channel', 'This patient has no e-mail address. Add one, or invite by SMS.');
      if (channel === PortalInviteChannel.sms && !phone)
        throw InputError.field('channel', 'This patient has no mobile number. Add one, or invite by e-mail.');
      const [before] = (await manager.query(
        `SELECT ${accessColumns} FROM client_portal_access a WHERE a.patient_id = $1 FOR UPDATE`,
        [patientId],
      )) as AccessRow[];
      if (before?.accepted_at && before.is_active)
        throw InputError.field('patientId', 'This patient already uses the portal.');
      const [row] = (await manager.query(
        `INSERT INTO client_portal_access (clinic_id, patient_id, access_code_hash, access_code_expires_at, email, phone, invited_via, invited_by)
         VALUES ($1, $2, $3, now() + make_interval(hours => $4), $5, $6, $7, $8)
         ON CONFLICT (patient_id) DO UPDATE SET
           access_code_hash = EXCLUDED.access_code_hash, access_code_expires_at = EXCLUDED.access_code_expires_at,
           access_code_used_at = NULL, email = EXCLUDED.email, phone = EXCLUDED.phone, invited_via = EXCLUDED.invited_via,
           invited_by = EXCLUDED.invited_by, invited_at = now(), invite_count = client_portal_access.invite_count + 1,
           is_active = true, deactivated_at = NULL, deactivated_by = NULL, updated_at = now()
         RETURNING id`,
        [clinicId, patientId, oneTimeTokenHash(code), portalInviteLifetimeHours, email, phone, channel, scope.userId],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'client_portal_access',
        entityId: row.id,
        action: before ? 'reinvite' : 'invite',
        clinicId,
        oldValues: before ? { isActive: before.is_active, invitedVia: before.invited_via } : null,
        newValues: { patientId, invitedVia: channel, expiresInHours: portalInviteLifetimeHours },
      });
      const words = { firstName: patient.first_name, clinicName: patient.clinic_name, link };
      if (channel === PortalInviteChannel.email) {
        const { message, storedText } = portalInviteEmail({ to: email!, ...words });
        const emailId = await this.mail.record(
          manager,
          { kind: 'portal_invitation', userId: null, message, storedText },
          { attemptAfterCommit: true },
        );
        return { accessId: row.id, emailId, phone: null, sentTo: maskEmail(email!) };
      }
      return { accessId: row.id, emailId: null, phone: phone!, sentTo: maskPhone(phone!) };
    });

    let delivered = false;
    if (sent.emailId !== null) {
      delivered = (await this.mail.deliver(sent.emailId)).sent;
    } else {
      const body = portalInviteSms({ link });
      const providerMessageId = await this.sms
        .send({ to: sent.phone!, body })
        .then((result) => result.providerMessageId)
        .catch(() => null);
      delivered = providerMessageId !== null;
      if (providerMessageId) {
        // The record keeps the text without the link: only the patient's phone holds it.
        await this.dataSource.query(
          `INSERT INTO outbound_sms (clinic_id, to_number, body, provider, provider_message_id) VALUES ($1, $2, $3, $4, $5)`,
          [clinicId, sent.phone, portalInviteSms({ link: '[portal link]' }), this.sms.name, providerMessageId],
        );
      }
    }
    const access = (await this.forPatient(scope, patientId))!;
    // Without a mailer (the embedded default) the clinic passes the link on by hand, as for staff invitations.
    return { access, sentTo: sent.sentTo, delivered, link: delivered && this.sms.name !== 'recording' ? null : link };
  }

  /**
   * Turns the patient's portal off: their sessions end at once, the access link stops working. Access
   * already off stays off (nothing written); a patient never invited has none to turn off.
   */
  async deactivate(scope: Scope, patientId: number): Promise<PortalAccessView> {
    const clinicId = assertClinicUser(scope);
    const familyUserIds: string[] = [];
    const userId = await this.dataSource.transaction(async (manager) => {
      await this.patientOf(manager, clinicId, patientId);
      const [rows] = (await manager.query(
        `UPDATE client_portal_access SET is_active = false, access_code_hash = NULL, deactivated_at = now(),
                deactivated_by = $3, updated_at = now()
          WHERE patient_id = $1 AND clinic_id = $2 AND is_active RETURNING id, user_id`,
        [patientId, clinicId, scope.userId],
      )) as [{ id: number; user_id: string | null }[], number];
      if (!rows.length) {
        const existing = (await manager.query(
          `SELECT 1 FROM client_portal_access WHERE patient_id = $1 AND clinic_id = $2`,
          [patientId, clinicId],
        )) as unknown[];
        if (!existing.length) throw new NotFoundError('Portal access');
        return null;
      }
      if (rows[0].user_id) await this.sessions.destroyAllFor(rows[0].user_id, manager);
      // The family members' sessions end too: their access hangs on the patient's (decision 420).
      const family = (await manager.query(
        `SELECT user_id FROM portal_family_members WHERE access_id = $1 AND user_id IS NOT NULL AND revoked_at IS NULL`,
        [rows[0].id],
      )) as { user_id: string }[];
      for (const member of family) await this.sessions.destroyAllFor(member.user_id, manager);
      familyUserIds.push(...family.map((member) => member.user_id));
      await writeAudit(manager, scope, {
        entityType: 'client_portal_access',
        entityId: rows[0].id,
        action: 'deactivate',
        clinicId,
        oldValues: { isActive: true },
        newValues: { isActive: false },
      });
      return rows[0].user_id;
    });
    for (const ended of [userId, ...familyUserIds])
      if (ended) await this.live.publish({ type: 'session.ended', userId: ended });
    return (await this.forPatient(scope, patientId))!;
  }

  /** What the accept page shows before the form (a patient's invitation or a family member's). */
  async preview(code: string): Promise<PortalInvitationPreview> {
    const row = await this.byCode(this.dataSource.manager, code.trim());
    const refusal = this.refusalOf(row);
    if (refusal || !row)
      return { valid: false, message: refusal, firstName: null, clinicName: null, email: null, familyOf: null };
    return {
      valid: true,
      message: null,
      firstName: row.first_name,
      clinicName: row.clinic_name,
      email: row.email,
      familyOf: row.family ? row.patient_first_name : null,
    };
  }

  /**
   * Accepts the invitation: the code is consumed once, the login is created with the chosen
   * password, and the sign-in goes on to the second factor (set up: an authenticator or e-mailed
   * codes) in a pending session. A family member's invitation works the same way (decision 420).
   */
  async accept(
    input: { code: string; email?: string | null; password: string },
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ token: string; challenge: PortalChallenge }> {
    const code = input.code.trim();
    if (!code) throw InputError.field('code', 'The portal link is required');
    const verdict = await this.limiter.hit(this.acceptsPerAddress, meta.ip ?? 'unknown');
    if (!verdict.allowed) throw tooMany('attempts', verdict.retryAfterSeconds);
    const found = await this.byCode(this.dataSource.manager, code);
    const refusal = this.refusalOf(found);
    if (refusal || !found) throw InputError.field('code', refusal ?? invalidAccessLinkMessage);
    const email = (found.email ?? input.email ?? '').trim().toLowerCase();
    if (!email) throw InputError.field('email', 'Email is required');
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
      throw InputError.field('email', 'Enter a valid e-mail address');
    const problems = passwordProblems(input.password, email);
    if (problems.length) throw new InputError(problems);
    const passwordHash = await hashPassword(input.password, this.options.scryptLogN);

    await this.dataSource.transaction(async (manager) => {
      const [consumed] = (await manager.query(
        found.family
          ? `UPDATE portal_family_members SET access_code_hash = NULL, accepted_at = now(), updated_at = now()
              WHERE id = $1 AND access_code_hash IS NOT NULL AND access_code_expires_at > now() AND revoked_at IS NULL
                AND email = $2
              RETURNING id`
          : `UPDATE client_portal_access SET access_code_hash = NULL, access_code_used_at = now(), accepted_at = now(),
                email = $2, updated_at = now()
              WHERE id = $1 AND access_code_hash IS NOT NULL AND access_code_expires_at > now() AND is_active
              RETURNING id`,
        [found.id, email],
      )) as [{ id: number }[], number];
      if (consumed.length !== 1) throw InputError.field('code', invalidAccessLinkMessage);
      const [taken] = (await manager.query(
        `SELECT u.id, (u.role = 'patient' AND NOT u.is_active AND EXISTS (
                  SELECT 1 FROM portal_family_members f WHERE f.user_id = u.id AND f.revoked_at IS NOT NULL)) AS revoked_family
           FROM users u WHERE u.email = $1`,
        [email],
      )) as { id: string; revoked_family: boolean }[];
      let userId: string = randomUUID();
      if (taken && found.family && taken.revoked_family) {
        // A family member given access again after a revocation: their closed login opens anew, with a
        // new password and a new second factor.
        userId = taken.id;
        await manager.query(`UPDATE portal_family_members SET user_id = NULL WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM second_factors WHERE user_id = $1`, [userId]);
        await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
        await manager.query(
          `UPDATE users SET password_hash = $2, first_name = $3, last_name = $4, is_active = true, updated_at = now()
            WHERE id = $1`,
          [userId, passwordHash, found.first_name, found.last_name],
        );
      } else if (taken) {
        throw InputError.field('email', emailTakenMessage);
      } else {
        await manager.query(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5, 'patient')`,
          [userId, email, passwordHash, found.first_name, found.last_name],
        );
      }
      if (found.family) {
        await manager.query(`UPDATE portal_family_members SET user_id = $2 WHERE id = $1`, [found.id, userId]);
      } else {
        // An earlier login of this patient (access deactivated, then re-invited) gives way to the new one.
        const [previous] = (await manager.query(`SELECT user_id FROM client_portal_access WHERE id = $1`, [
          found.id,
        ])) as { user_id: string | null }[];
        if (previous?.user_id) {
          await this.sessions.destroyAllFor(previous.user_id, manager);
          await manager.query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = $1`, [
            previous.user_id,
          ]);
        }
        await manager.query(`UPDATE client_portal_access SET user_id = $2 WHERE id = $1`, [found.id, userId]);
      }
      const self: Scope = {
        userId,
        role: Role.patient,
        clinicId: null,
        attorneyId: null,
        displayName: `${found.first_name} ${found.last_name}`.trim(),
        sessionId: '',
        request: meta,
      };
      await writeAudit(manager, self, {
        entityType: found.family ? 'portal_family_member' : 'client_portal_access',
        entityId: found.id,
        action: 'accept',
        clinicId: found.clinic_id,
        newValues: { passwordSet: true },
      });
    });
    return this.signIn({ email, password: input.password }, meta, previousSessionId);
  }

  /**
   * The portal's password step: a pending session that can only answer the second factor. A login
   * that chose e-mailed codes gets one now (decision 421); a new login chooses at setup.
   */
  async signIn(
    request: { email: string; password: string },
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ token: string; challenge: PortalChallenge }> {
    const started = await this.secondFactor.signIn(request, meta, previousSessionId, Role.patient);
    const [user] = (await this.dataSource.query(`SELECT id, email FROM users WHERE email = $1`, [
      request.email.trim().toLowerCase(),
    ])) as { id: string; email: string }[];
    const login = user ? await this.loginOf(user.id) : null;
    if (login?.mfaEnabled && login.mfaMethod === PortalMfaMethod.email) {
      // A resend limit reached here still leaves the pending session: the code sent earlier works.
      await this.emailCodes.send(user.id, user.email).catch((error: unknown) => {
        if (!(error instanceof TooManyRequestsError)) throw error;
      });
      return { token: started.token, challenge: { step: 'email', sentTo: maskEmail(user.email) } };
    }
    return started;
  }

  /** "Send a code by e-mail" (setup, or again): on the pending session of a login that may use it. */
  async sendEmailCode(presentedSessionId: string | null): Promise<{ sentTo: string }> {
    const pending = await this.sessions.resolvePendingSecondFactor(presentedSessionId, Role.patient);
    if (!pending) throw new UnauthenticatedError(pendingExpiredMessage).because(pendingExpiredReason);
    const login = await this.loginOf(pending.userId);
    if (!login) throw new ForbiddenError(notPatientMessage);
    if (login.mfaEnabled && login.mfaMethod === PortalMfaMethod.totp)
      throw new ForbiddenError(usesAuthenticatorMessage);
    await this.emailCodes.send(pending.userId, pending.email);
    return { sentTo: maskEmail(pending.email) };
  }

  /** The authenticator's code; on success a verified session, and the login records it (mfa, last access). */
  async verify(
    presentedSessionId: string | null,
    answer: SecondFactorAnswer,
    meta: RequestMeta,
  ): Promise<{ userId: string; token: string; recoveryCodes: string[] | null }> {
    const pending = await this.sessions.resolvePendingSecondFactor(presentedSessionId, Role.patient);
    const before = pending ? await this.loginOf(pending.userId) : null;
    if (before?.mfaEnabled && before.mfaMethod === PortalMfaMethod.email)
      throw InputError.field('code', usesEmailCodeMessage);
    const verified = await this.secondFactor.verify(presentedSessionId, answer, meta, Role.patient);
    await this.recordSecondFactor(verified.userId, PortalMfaMethod.totp);
    return verified;
  }

  /** The e-mailed code (decision 421); on success a verified session. */
  async verifyEmailCode(
    presentedSessionId: string | null,
    code: string,
    meta: RequestMeta,
  ): Promise<{ userId: string; token: string }> {
    const verified = await this.secondFactor.verifyOther(
      presentedSessionId,
      meta,
      Role.patient,
      'email_code',
      async (pending) => {
        const login = await this.loginOf(pending.userId);
        if (!login) throw new ForbiddenError(notPatientMessage);
        if (login.mfaEnabled && login.mfaMethod === PortalMfaMethod.totp)
          throw InputError.field('code', usesAuthenticatorMessage);
        return this.emailCodes.check(pending.userId, code);
      },
    );
    await this.recordSecondFactor(verified.userId, PortalMfaMethod.email);
    return verified;
  }

  private async recordSecondFactor(userId: string, method: PortalMfaMethod): Promise<void> {
    for (const table of ['client_portal_access', 'portal_family_members'])
      await this.dataSource.query(
        `UPDATE ${table} SET mfa_enabled = true, mfa_method = $2, last_access_at = now(), updated_at = now()
          WHERE user_id = $1`,
        [userId, method],
      );
  }

  /** The portal login of a user: the patient's own access or a family member's. */
  private async loginOf(userId: string): Promise<PortalLogin | null> {
    const rows = (await this.dataSource.query(
      `SELECT 'client_portal_access' AS "table", id, mfa_enabled AS "mfaEnabled", mfa_method AS "mfaMethod"
         FROM client_portal_access WHERE user_id = $1
       UNION ALL
       SELECT 'portal_family_members', id, mfa_enabled, mfa_method FROM portal_family_members WHERE user_id = $1
       LIMIT 1`,
      [userId],
    )) as PortalLogin[];
    return rows[0] ?? null;
  }

  private async patientOf(
    manager: EntityManager,
    clinicId: number,
    patientId: number,
    lock = false,
  ): Promise<{ first_name: string; email: string | null; phone: string | null; clinic_name: string }> {
    const rows = (await manager.query(
      `SELECT p.first_name, p.email, p.phone, c.name AS clinic_name FROM patients p JOIN clinics c ON c.id = p.clinic_id
        WHERE p.id = $1 AND p.clinic_id = $2${lock ? ` ${rowWriteLock} OF p` : ''}`,
      [patientId, clinicId],
    )) as { first_name: string; email: string | null; phone: string | null; clinic_name: string }[];
    if (!rows[0]) throw new NotFoundError('Patient');
    return rows[0];
  }

  private async byCode(manager: EntityManager, code: string) {
    if (!isWellFormedOneTimeToken(code)) return null;
    const rows = (await manager.query(
      `SELECT false AS family, a.id, a.clinic_id, a.email, a.is_active, a.access_code_expires_at, p.first_name, p.last_name,
              p.first_name AS patient_first_name, c.name AS clinic_name, (a.access_code_expires_at <= now()) AS expired
         FROM client_portal_access a JOIN patients p ON p.id = a.patient_id JOIN clinics c ON c.id = a.clinic_id
        WHERE a.access_code_hash = $1
       UNION ALL
       SELECT true, f.id, f.clinic_id, f.email, (f.revoked_at IS NULL AND a.is_active), f.access_code_expires_at,
              f.first_name, f.last_name, p.first_name, c.name, (f.access_code_expires_at <= now())
         FROM portal_family_members f JOIN client_portal_access a ON a.id = f.access_id
         JOIN patients p ON p.id = f.patient_id JOIN clinics c ON c.id = f.clinic_id
        WHERE f.access_code_hash = $1`,
      [oneTimeTokenHash(code)],
    )) as {
      family: boolean;
      id: number;
      clinic_id: number;
      email: string | null;
      is_active: boolean;
      first_name: string;
      last_name: string;
      patient_first_name: string;
      clinic_name: string;
      expired: boolean;
    }[];
    return rows[0] ?? null;
  }

  private refusalOf(row: { is_active: boolean; expired: boolean } | null): string | null {
    if (!row) return invalidAccessLinkMessage;
    if (!row.is_active) return portalInactiveMessage;
    if (row.expired) return expiredAccessLinkMessage;
    return null;
  }
}
