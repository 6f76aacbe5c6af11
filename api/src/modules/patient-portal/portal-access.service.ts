import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimitConfig } from '../../config';
import { Role, isClinicRole } from '../../platform/access/role';
import type { RequestMeta, Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { hashPassword } from '../../platform/auth/passwords';
import { isWellFormedOneTimeToken, newOneTimeToken, oneTimeTokenHash } from '../../platform/auth/one-time-token';
import type {
  SecondFactorAnswer,
  SecondFactorChallenge,
  SuperAdminSignInService,
} from '../../platform/auth/second-factor/super-admin-sign-in.service';
import type { SessionService } from '../../platform/auth/session.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { tooMany, type RateLimiter, type RateRule } from '../../platform/rate-limit/rate-limiter';
import type { SmsProvider } from '../../platform/sms/sms-provider';
import { passwordProblems } from '../users/invitations/password-rules';
import { phoneToE164 } from '../reminders/contact-address';
import { PortalInviteChannel, portalInviteLifetimeHours } from './portal.enums';
import { portalInviteEmail, portalInviteSms } from './portal-invite-text';

export const invalidAccessLinkMessage =
  'This portal link is not valid or has already been used. Ask your clinic for a new invitation.';
export const expiredAccessLinkMessage = 'This portal link has expired. Ask your clinic for a new invitation.';
export const portalInactiveMessage = 'Portal access for this patient has been turned off by the clinic.';
export const emailTakenMessage = 'This e-mail already has a Casebridge account. Use another e-mail address.';

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
  preferredLanguage: string;
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
  preferred_language: string;
}

const accessColumns = `a.id, a.clinic_id, a.patient_id, a.user_id, a.email, a.phone, a.is_active, a.invited_via,
  a.invited_at, a.access_code_expires_at, a.accepted_at, a.last_access_at, a.mfa_enabled, a.preferred_language`;

const viewOf = (row: AccessRow): PortalAccessView => ({
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
  preferredLanguage: row.preferred_language,
});

const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1***$2');
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

  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly secondFactor: SuperAdminSignInService,
    private readonly mail: OutboundMailService,
    private readonly sms: SmsProvider,
    private readonly live: LiveHub,
    private readonly limiter: RateLimiter,
    private readonly options: { publicUrl: string; scryptLogN: number; limits: RateLimitConfig },
  ) {
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
    return rows[0] ? viewOf(rows[0]) : null;
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
    if (userId) await this.live.publish({ type: 'session.ended', userId });
    return (await this.forPatient(scope, patientId))!;
  }

  /** What the accept page shows before the form. */
  async preview(code: string): Promise<PortalInvitationPreview> {
    const row = await this.byCode(this.dataSource.manager, code.trim());
    const refusal = this.refusalOf(row);
    if (refusal || !row) return { valid: false, message: refusal, firstName: null, clinicName: null, email: null };
    return { valid: true, message: null, firstName: row.first_name, clinicName: row.clinic_name, email: row.email };
  }

  /**
   * Accepts the invitation: the code is consumed once, the patient's login is created with the
   * chosen password, and the sign-in goes on to the second factor (enrolment) in a pending session.
   */
  async accept(
    input: { code: string; email?: string | null; password: string },
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ token: string; challenge: SecondFactorChallenge }> {
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
        `UPDATE client_portal_access SET access_code_hash = NULL, access_code_used_at = now(), accepted_at = now(),
                email = $2, updated_at = now()
          WHERE id = $1 AND access_code_hash IS NOT NULL AND access_code_expires_at > now() AND is_active
          RETURNING id`,
        [found.id, email],
      )) as [{ id: number }[], number];
      if (consumed.length !== 1) throw InputError.field('code', invalidAccessLinkMessage);
      const taken = (await manager.query(`SELECT 1 FROM users WHERE email = $1`, [email])) as unknown[];
      if (taken.length) throw InputError.field('email', emailTakenMessage);
      const userId = randomUUID();
      await manager.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, role) VALUES ($1, $2, $3, $4, $5, 'patient')`,
        [userId, email, passwordHash, found.first_name, found.last_name],
      );
      // An earlier login of this patient (access deactivated, then re-invited) gives way to the new one.
      const [previous] = (await manager.query(`SELECT user_id FROM client_portal_access WHERE id = $1`, [
        found.id,
      ])) as { user_id: string | null }[];
      if (previous?.user_id) {
        await this.sessions.destroyAllFor(previous.user_id, manager);
        await manager.query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = $1`, [previous.user_id]);
      }
      await manager.query(`UPDATE client_portal_access SET user_id = $2 WHERE id = $1`, [found.id, userId]);
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
        entityType: 'client_portal_access',
        entityId: found.id,
        action: 'accept',
        clinicId: found.clinic_id,
        newValues: { passwordSet: true },
      });
    });
    return this.secondFactor.signIn({ email, password: input.password }, meta, previousSessionId, Role.patient);
  }

  /** The portal's password step: a pending session that can only answer the second factor. */
  signIn(
    request: { email: string; password: string },
    meta: RequestMeta,
    previousSessionId: string | null,
  ): Promise<{ token: string; challenge: SecondFactorChallenge }> {
    return this.secondFactor.signIn(request, meta, previousSessionId, Role.patient);
  }

  /** The second factor; on success a verified session, and the access records it (mfa, last access). */
  async verify(
    presentedSessionId: string | null,
    answer: SecondFactorAnswer,
    meta: RequestMeta,
  ): Promise<{ userId: string; token: string; recoveryCodes: string[] | null }> {
    const verified = await this.secondFactor.verify(presentedSessionId, answer, meta, Role.patient);
    await this.dataSource.query(
      `UPDATE client_portal_access SET mfa_enabled = true, mfa_method = 'totp', last_access_at = now(), updated_at = now()
        WHERE user_id = $1`,
      [verified.userId],
    );
    return verified;
  }

  private async patientOf(
    manager: EntityManager,
    clinicId: number,
    patientId: number,
    lock = false,
  ): Promise<{ first_name: string; email: string | null; phone: string | null; clinic_name: string }> {
    const rows = (await manager.query(
      `SELECT p.first_name, p.email, p.phone, c.name AS clinic_name FROM patients p JOIN clinics c ON c.id = p.clinic_id
        WHERE p.id = $1 AND p.clinic_id = $2${lock ? ' FOR UPDATE OF p' : ''}`,
      [patientId, clinicId],
    )) as { first_name: string; email: string | null; phone: string | null; clinic_name: string }[];
    if (!rows[0]) throw new NotFoundError('Patient');
    return rows[0];
  }

  private async byCode(manager: EntityManager, code: string) {
    if (!isWellFormedOneTimeToken(code)) return null;
    const rows = (await manager.query(
      `SELECT a.id, a.clinic_id, a.email, a.is_active, a.access_code_expires_at, p.first_name, p.last_name,
              c.name AS clinic_name, (a.access_code_expires_at <= now()) AS expired
         FROM client_portal_access a JOIN patients p ON p.id = a.patient_id JOIN clinics c ON c.id = a.clinic_id
        WHERE a.access_code_hash = $1`,
      [oneTimeTokenHash(code)],
    )) as {
      id: number;
      clinic_id: number;
      email: string | null;
      is_active: boolean;
      first_name: string;
      last_name: string;
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
