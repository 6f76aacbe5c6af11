import type { DataSource, EntityManager } from 'typeorm';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { newOneTimeToken, oneTimeTokenHash } from '../../platform/auth/one-time-token';
import type { SessionService } from '../../platform/auth/session.service';
import { ForbiddenError, InputError, NotFoundError } from '../../platform/errors';
import type { LiveHub } from '../../platform/events/live-hub';
import type { OutboundMailService } from '../../platform/mail/outbound-mail.service';
import { maskEmail, portalLink } from './portal-access.service';
import { portalFamilyInviteEmail } from './portal-invite-text';
import type { PortalFamilyGrantInput } from './portal.input';
import { PortalFamilyPermission, portalInviteLifetimeHours } from './portal.enums';
import { ownerOnlyMessage, portalViewerOf, type PortalViewer } from './portal.service';

export const ownEmailMessage = 'This is your own e-mail address. Enter your family member’s e-mail.';
export const alreadyGrantedMessage = 'This person already has access to your portal.';
export const familyLimit = 10;

/** A family member as the patient sees them in the portal. */
export interface PortalFamilyMemberView {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  relationship: string;
  permission: string;
  grantedAt: Date;
  inviteExpiresAt: Date | null;
  acceptedAt: Date | null;
  lastAccessAt: Date | null;
}

export interface PortalFamilyGrantOutcome {
  member: PortalFamilyMemberView;
  sentTo: string;
  delivered: boolean;
  /** Only when no real e-mail went out (the embedded default): the patient passes the link on. */
  link: string | null;
}

const memberColumns = `f.id, f.first_name AS "firstName", f.last_name AS "lastName", f.email, f.relationship, f.permission,
  f.granted_at AS "grantedAt", CASE WHEN f.accepted_at IS NULL THEN f.access_code_expires_at END AS "inviteExpiresAt",
  f.accepted_at AS "acceptedAt", f.last_access_at AS "lastAccessAt"`;

/** The patient's own login only: a family member manages nobody's access. */
async function ownerOf(manager: EntityManager, scope: Scope): Promise<PortalViewer> {
  const viewer = await portalViewerOf(manager, scope);
  if (viewer.permission !== 'owner') throw new ForbiddenError(ownerOnlyMessage);
  return viewer;
}

/** The spec's family_member_access stays "any family access granted", derived (decision 420). */
async function refreshFamilyFlag(manager: EntityManager, accessId: number): Promise<void> {
  await manager.query(
    `UPDATE client_portal_access SET family_member_access = EXISTS (
       SELECT 1 FROM portal_family_members f WHERE f.access_id = $1 AND f.revoked_at IS NULL), updated_at = now()
      WHERE id = $1`,
    [accessId],
  );
}

/**
 * The patient's family members in the portal (decision 420): the patient grants access (read-only,
 * or also messaging and appointment changes), the family member gets their own invitation, login and
 * second factor, and the patient changes the level or revokes it (their sessions end at once).
 */
export class PortalFamilyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly mail: OutboundMailService,
    private readonly live: LiveHub,
    private readonly publicUrl: string,
  ) {}

  /** The family members with access (or invited), oldest first. */
  async list(scope: Scope): Promise<PortalFamilyMemberView[]> {
    const viewer = await ownerOf(this.dataSource.manager, scope);
    return this.dataSource.query(
      `SELECT ${memberColumns} FROM portal_family_members f WHERE f.access_id = $1 AND f.revoked_at IS NULL ORDER BY f.id`,
      [viewer.accessId],
    );
  }

  async grant(scope: Scope, input: PortalFamilyGrantInput): Promise<PortalFamilyGrantOutcome> {
    if (scope.role !== Role.patient) throw new ForbiddenError('The patient portal is for patients');
    const email = input.email.trim().toLowerCase();
    const code = newOneTimeToken();
    const link = portalLink(this.publicUrl, code);
    const recorded = await this.dataSource.transaction(async (manager) => {
      const viewer = await ownerOf(manager, scope);
      // One grant at a time per patient: the limit and the duplicate check hold under concurrency.
      const [owner] = (await manager.query(
        `SELECT u.email, p.first_name, c.name AS clinic_name FROM client_portal_access pa
           JOIN users u ON u.id = pa.user_id JOIN patients p ON p.id = pa.patient_id JOIN clinics c ON c.id = pa.clinic_id
          WHERE pa.id = $1 FOR UPDATE OF pa`,
        [viewer.accessId],
      )) as { email: string; first_name: string; clinic_name: string }[];
      if (owner.email === email) throw InputError.field('email', ownEmailMessage);
      const [{ count, taken }] = (await manager.query(
        `SELECT count(*)::int AS count, bool_or(email = $2) AS taken FROM portal_family_members
          WHERE access_id = $1 AND revoked_at IS NULL`,
        [viewer.accessId, email],
      )) as { count: number; taken: boolean | null }[];
      if (taken) throw InputError.field('email', alreadyGrantedMessage);
      if (count >= familyLimit)
        throw InputError.field('email', `At most ${familyLimit} family members can have access. Revoke one first.`);
      const [{ id }] = (await manager.query(
        `INSERT INTO portal_family_members (access_id, clinic_id, patient_id, first_name, last_name, email, relationship,
                permission, access_code_hash, access_code_expires_at, granted_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10), $11) RETURNING id`,
        [
          viewer.accessId,
          viewer.clinicId,
          viewer.patientId,
          input.firstName.trim(),
          input.lastName.trim(),
          email,
          input.relationship,
          input.permission,
          oneTimeTokenHash(code),
          portalInviteLifetimeHours,
          scope.userId,
        ],
      )) as { id: number }[];
      await refreshFamilyFlag(manager, viewer.accessId);
      await writeAudit(manager, scope, {
        entityType: 'portal_family_member',
        entityId: id,
        action: 'grant',
        clinicId: viewer.clinicId,
        newValues: {
          patientId: viewer.patientId,
          relationship: input.relationship,
          permission: input.permission,
          expiresInHours: portalInviteLifetimeHours,
        },
      });
      const { message, storedText } = portalFamilyInviteEmail({
        to: email,
        firstName: input.firstName.trim(),
        patientFirstName: owner.first_name,
        clinicName: owner.clinic_name,
        link,
      });
      const emailId = await this.mail.record(
        manager,
        { kind: 'portal_family_invitation', userId: null, message, storedText },
        { attemptAfterCommit: true },
      );
      return { id, emailId, accessId: viewer.accessId };
    });
    const delivered = (await this.mail.deliver(recorded.emailId)).sent;
    const member = await this.byId(recorded.accessId, recorded.id);
    return { member, sentTo: maskEmail(email), delivered, link: delivered ? null : link };
  }

  /** The patient changes what a family member may do; it applies to their next request. */
  async setPermission(scope: Scope, id: number, permission: PortalFamilyPermission): Promise<PortalFamilyMemberView> {
    const accessId = await this.dataSource.transaction(async (manager) => {
      const viewer = await ownerOf(manager, scope);
      const [before] = (await manager.query(
        `SELECT permission FROM portal_family_members WHERE id = $1 AND access_id = $2 AND revoked_at IS NULL FOR UPDATE`,
        [id, viewer.accessId],
      )) as { permission: string }[];
      if (!before) throw new NotFoundError('Family member');
      if (before.permission === permission) return viewer.accessId;
      await manager.query(`UPDATE portal_family_members SET permission = $2, updated_at = now() WHERE id = $1`, [
        id,
        permission,
      ]);
      await writeAudit(manager, scope, {
        entityType: 'portal_family_member',
        entityId: id,
        action: 'update',
        clinicId: viewer.clinicId,
        oldValues: { permission: before.permission },
        newValues: { permission },
      });
      return viewer.accessId;
    });
    return this.byId(accessId, id);
  }

  /** Revokes a family member's access: the invitation stops working, their login is closed and signed out at once. */
  async revoke(scope: Scope, id: number): Promise<boolean> {
    const userId = await this.dataSource.transaction(async (manager) => {
      const viewer = await ownerOf(manager, scope);
      const [row] = (await manager.query(
        `UPDATE portal_family_members SET revoked_at = now(), revoked_by = $3, access_code_hash = NULL, updated_at = now()
          WHERE id = $1 AND access_id = $2 AND revoked_at IS NULL RETURNING user_id, permission`,
        [id, viewer.accessId, scope.userId],
      )) as [{ user_id: string | null; permission: string }[], number];
      if (!row.length) throw new NotFoundError('Family member');
      const memberUser = row[0].user_id;
      if (memberUser) {
        await this.sessions.destroyAllFor(memberUser, manager);
        await manager.query(`UPDATE users SET is_active = false, updated_at = now() WHERE id = $1`, [memberUser]);
      }
      await refreshFamilyFlag(manager, viewer.accessId);
      await writeAudit(manager, scope, {
        entityType: 'portal_family_member',
        entityId: id,
        action: 'revoke',
        clinicId: viewer.clinicId,
        oldValues: { permission: row[0].permission, revoked: false },
        newValues: { revoked: true },
      });
      return memberUser;
    });
    if (userId) await this.live.publish({ type: 'session.ended', userId });
    return true;
  }

  private async byId(accessId: number, id: number): Promise<PortalFamilyMemberView> {
    const [row] = (await this.dataSource.query(
      `SELECT ${memberColumns} FROM portal_family_members f WHERE f.id = $1 AND f.access_id = $2`,
      [id, accessId],
    )) as PortalFamilyMemberView[];
    if (!row) throw new NotFoundError('Family member');
    return row;
  }
}
