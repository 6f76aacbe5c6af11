import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { Role, isClinicRole } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { changedValues, writeAudit } from '../../../platform/audit/audit.service';
import type { SessionService } from '../../../platform/auth/session.service';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../platform/errors';
import type { LiveHub } from '../../../platform/events/live-hub';
import type { Page } from '../../../platform/graphql/connection';
import { isStorableText } from '../../../platform/validation/validate-input';
import type { InvitationService } from '../invitations/invitation.service';
import type { AdminAccountCreateInput, AdminUserUpdateInput } from './admin-user.inputs';
import {
  adminClinicOptions,
  countAdminUsers,
  listAdminUsers,
  loadAdminUser,
  type AdminUserFilter,
} from './admin-user.queries';
import type {
  AdminAccountInvitationResult,
  AdminClinicOption,
  AdminUser,
  AdminUserForceLogoutResult,
} from './admin-user.types';
import { claimClinicSeat } from '../../clinics/plan-limits';
import { createOrLinkAttorney } from './attorney-account';
import { operatorReach, type AccountReach } from './account-reach';
import {
  assertAnotherClinicAdminRemains,
  assertAnotherSuperAdminRemains,
  assertWithinReach,
  assertAttorneyLinkable,
  assertClinicExists,
  assertEmailFree,
  assertNotOwnAccount,
  isGiven,
  refreshAttorneyHasAccount,
  serializeAccountChanges,
  tenancyFor,
  type Tenancy,
} from './user-admin.rules';

/** What an account change may set; absent fields stay as they are. */
interface AccountChange {
  email?: string;
  firstName?: string;
  lastName?: string;
  role?: Role;
  isActive?: boolean;
  clinicId?: number | null;
  attorneyId?: number | null;
}

/** The audited facts of an account (never its password or provider ids). */
interface AccountFacts {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  isActive: boolean;
  clinicId: number | null;
  attorneyId: number | null;
}

/**
 * The operator's user administration: the list, role and status changes, force logout, edits and new
 * accounts with an invitation. Every change is audited in its transaction; a change that alters who
 * the user is (role, clinic, attorney record) or takes away access ends every session, and after the
 * commit `session.ended` closes the user's open sockets on every api process.
 */
export class UserAdminService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly live: LiveHub,
    private readonly invitations: InvitationService,
  ) {}

  /**
   * Every method takes the caller's reach: the operator's (the default, which refuses anyone else) or
   * a clinic admin's (`clinicReach`), which limits reads and changes to the clinic roles of that clinic.
   */
  list(
    scope: Scope,
    filter: AdminUserFilter,
    first?: number | null,
    after?: string | null,
    reach: AccountReach = operatorReach(scope),
  ): Promise<Page<AdminUser>> {
    return listAdminUsers(this.dataSource.manager, withinReach(filter, reach), first, after);
  }

  count(scope: Scope, filter: AdminUserFilter, reach: AccountReach = operatorReach(scope)): Promise<number> {
    return countAdminUsers(this.dataSource.manager, withinReach(filter, reach));
  }

  clinicOptions(scope: Scope): Promise<AdminClinicOption[]> {
    operatorReach(scope);
    return adminClinicOptions(this.dataSource.manager);
  }

  setRole(
    scope: Scope,
    id: string,
    role: Role,
    links: Partial<Tenancy> = {},
    reach: AccountReach = operatorReach(scope),
  ): Promise<AdminUser> {
    const given = isGiven(links.clinicId) || isGiven(links.attorneyId);
    return this.change(
      scope,
      reach,
      id,
      given ? { role, clinicId: links.clinicId ?? null, attorneyId: links.attorneyId ?? null } : { role },
      'role_change',
    );
  }

  setActive(
    scope: Scope,
    id: string,
    isActive: boolean,
    reach: AccountReach = operatorReach(scope),
  ): Promise<AdminUser> {
    return this.change(scope, reach, id, { isActive }, isActive ? 'activate' : 'deactivate');
  }

  update(scope: Scope, id: string, input: AdminUserUpdateInput): Promise<AdminUser> {
    return this.change(
      scope,
      operatorReach(scope),
      id,
      {
        email: input.email.toLowerCase(),
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isActive: input.isActive,
        clinicId: input.clinicId ?? null,
        attorneyId: input.attorneyId ?? null,
      },
      'update',
    );
  }

  /** Ends every session and open socket of the user. */
  async forceLogout(
    scope: Scope,
    id: string,
    reach: AccountReach = operatorReach(scope),
  ): Promise<AdminUserForceLogoutResult> {
    assertNotOwnAccount(
      scope.userId,
      id,
      'id',
      reach.kind === 'platform'
        ? 'You cannot force your own logout here: use Exit Super Admin to sign out'
        : 'You cannot force your own logout here: use Sign out',
    );
    const sessionsEnded = await this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, id, reach);
      const ended = await this.sessions.destroyAllFor(id, manager);
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: id,
        action: 'force_logout',
        clinicId: before.clinicId,
        newValues: { sessionsEnded: ended },
      });
      return ended;
    });
    await this.live.publish({ type: 'session.ended', userId: id });
    return { userId: id, sessionsEnded };
  }

  /**
   * A new account with no password and an invitation to set one. Clinic roles take a seat at their
   * clinic (plan limit); an attorney links to a directory record (given, found by email, or created).
   */
  async createAccount(
    scope: Scope,
    input: AdminAccountCreateInput,
    reach: AccountReach = operatorReach(scope),
  ): Promise<AdminAccountInvitationResult> {
    assertOperatorAccountRules(scope, null, input.role);
    if (reach.kind === 'clinic') {
      if (!isClinicRole(input.role)) throw InputError.field('role', clinicRolesOnlyMessage);
      if (input.clinicId !== reach.clinicId) throw InputError.field('clinicId', 'Clinic not found');
    }
    const email = input.email.toLowerCase();
    const attorneyDetails = { firmName: input.firmName, barNumber: input.barNumber, phone: input.phone };
    const givenDetail = (Object.keys(attorneyDetails) as (keyof typeof attorneyDetails)[]).find(
      (key) => attorneyDetails[key],
    );
    if (givenDetail && input.role !== Role.attorney)
      throw InputError.field(givenDetail, 'Only an attorney account has firm details');
    if (givenDetail && isGiven(input.attorneyId))
      throw InputError.field(givenDetail, 'Choose an existing attorney or enter a new firm, not both');
    if (isGiven(input.clinicId) && !isClinicRole(input.role))
      throw InputError.field('clinicId', 'Only clinic roles belong to a clinic');
    const userId = randomUUID();
    const issued = await this.dataSource.transaction(async (manager) => {
      await serializeAccountChanges(manager);
      await assertEmailFree(manager, email, null);
      let tenancy: { clinicId: number | null; attorneyId: number | null };
      if (input.role === Role.attorney && !isGiven(input.attorneyId)) {
        if (!input.firmName) throw InputError.field('firmName', 'Firm name is required for an attorney account');
        const attorneyId = await createOrLinkAttorney(manager, scope, {
          email,
          firstName: input.firstName,
          lastName: input.lastName,
          firmName: input.firmName,
          barNumber: input.barNumber ?? null,
          phone: input.phone ?? null,
        });
        tenancy = { clinicId: null, attorneyId };
      } else {
        tenancy = tenancyFor(input.role, { clinicId: input.clinicId, attorneyId: input.attorneyId }, null);
        if (tenancy.attorneyId !== null) await assertAttorneyLinkable(manager, tenancy.attorneyId, null);
      }
      if (tenancy.clinicId !== null) await claimClinicSeat(manager, tenancy.clinicId, null);
      const facts: AccountFacts = {
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        isActive: true,
        ...tenancy,
      };
      await manager
        .query(
          `INSERT INTO users (id, email, password_hash, first_name, last_name, role, clinic_id, attorney_id, is_active, auth_provider)
           VALUES ($1, $2, NULL, $3, $4, $5, $6, $7, true, 'local')`,
          [userId, email, facts.firstName, facts.lastName, facts.role, facts.clinicId, facts.attorneyId],
        )
        .catch(uniqueEmailConflict);
      if (tenancy.attorneyId !== null) {
        await manager.query(
          `UPDATE attorneys SET has_account = true, invite_status = 'invited', invited_at = now(), updated_at = now() WHERE id = $1`,
          [tenancy.attorneyId],
        );
      }
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: userId,
        action: 'account_create',
        clinicId: facts.clinicId,
        newValues: { ...facts },
      });
      return this.invite(manager, scope, await this.load(manager, userId));
    });
    const invitation = await this.invitations.deliver(issued);
    return { user: await this.load(this.dataSource.manager, userId), invitation };
  }

  /** A new invitation link for a user who has not set a password yet; the previous link stops working. */
  async resendInvitation(
    scope: Scope,
    id: string,
    reach: AccountReach = operatorReach(scope),
  ): Promise<AdminAccountInvitationResult> {
    const { issued } = await this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, id, reach);
      const current = await this.load(manager, id);
      if (current.hasPassword) throw InputError.field('id', `${current.email} has already set a password`);
      if (!before.isActive) throw InputError.field('id', 'Activate the account before sending an invitation');
      const invitation = await this.invite(manager, scope, current);
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: id,
        action: 'invitation_resend',
        clinicId: before.clinicId,
        newValues: { email: current.email, expiresAt: invitation.expiresAt.toISOString() },
      });
      return { issued: invitation };
    });
    const invitation = await this.invitations.deliver(issued);
    return { user: await this.load(this.dataSource.manager, id), invitation };
  }

  /**
   * One account change: the target locked, the operator's own account and the last super admin
   * protected, the tenancy columns kept consistent with the role, the plan's seat claimed when the
   * user joins a clinic or comes back, then one UPDATE and one audit row with the old and new values.
   */
  private async change(
    scope: Scope,
    reach: AccountReach,
    id: string,
    change: AccountChange,
    action: string,
  ): Promise<AdminUser> {
    if (reach.kind === 'clinic' && change.role !== undefined && !isClinicRole(change.role))
      throw InputError.field('role', clinicRolesOnlyMessage);
    const outcome = await this.dataSource.transaction(async (manager) => {
      await serializeAccountChanges(manager);
      const before = await this.locked(manager, id, reach);
      const role = change.role ?? before.role;
      assertOperatorAccountRules(scope, before.role, role);
      const isActive = change.isActive ?? before.isActive;
      const requested = 'clinicId' in change ? { clinicId: change.clinicId, attorneyId: change.attorneyId } : {};
      const next: AccountFacts = {
        email: change.email ?? before.email,
        firstName: change.firstName ?? before.firstName,
        lastName: change.lastName ?? before.lastName,
        role,
        isActive,
        ...tenancyFor(role, requested, before),
      };
      if (reach.kind === 'platform') {
        if (next.role !== before.role) assertNotOwnAccount(scope.userId, id, 'role', 'You cannot change your own role');
        if (!next.isActive && before.isActive)
          assertNotOwnAccount(scope.userId, id, 'isActive', 'You cannot deactivate your own account');
      }
      const leavesClinicAdmins =
        before.role === Role.clinic_admin && (next.role !== Role.clinic_admin || !next.isActive);
      if (reach.kind === 'clinic' && before.isActive && leavesClinicAdmins)
        await assertAnotherClinicAdminRemains(
          manager,
          reach.clinicId,
          id,
          next.role !== Role.clinic_admin ? 'role' : 'isActive',
        );
      const leavesSuperAdmins = before.role === Role.super_admin && (next.role !== Role.super_admin || !next.isActive);
      if (before.isActive && leavesSuperAdmins)
        await assertAnotherSuperAdminRemains(manager, id, next.role !== Role.super_admin ? 'role' : 'isActive');
      if (next.email !== before.email) await assertEmailFree(manager, next.email, id);
      if (next.attorneyId !== null && next.attorneyId !== before.attorneyId)
        await assertAttorneyLinkable(manager, next.attorneyId, id);
      const joinsClinic =
        next.clinicId !== null && next.isActive && (next.clinicId !== before.clinicId || !before.isActive);
      if (joinsClinic) await claimClinicSeat(manager, next.clinicId!, id);
      else if (next.clinicId !== null && next.clinicId !== before.clinicId)
        await assertClinicExists(manager, next.clinicId);

      const { oldValues, newValues } = changedValues(before, next);
      if (Object.keys(newValues).length === 0) return { endsSessions: false };
      await manager
        .query(
          `UPDATE users SET email = $2, first_name = $3, last_name = $4, role = $5, is_active = $6, clinic_id = $7,
                            attorney_id = $8, updated_at = now()
            WHERE id = $1`,
          [id, next.email, next.firstName, next.lastName, next.role, next.isActive, next.clinicId, next.attorneyId],
        )
        .catch(uniqueEmailConflict);
      if (next.attorneyId !== before.attorneyId)
        await refreshAttorneyHasAccount(manager, [before.attorneyId, next.attorneyId]);
      const endsSessions =
        next.role !== before.role ||
        next.clinicId !== before.clinicId ||
        next.attorneyId !== before.attorneyId ||
        (before.isActive && !next.isActive);
      const sessionsEnded = endsSessions ? await this.sessions.destroyAllFor(id, manager) : 0;
      await writeAudit(manager, scope, {
        entityType: 'user',
        entityId: id,
        action,
        clinicId: next.clinicId ?? before.clinicId,
        oldValues,
        newValues: endsSessions ? { ...newValues, sessionsEnded } : newValues,
      });
      return { endsSessions };
    });
    if (outcome.endsSessions) await this.live.publish({ type: 'session.ended', userId: id });
    return this.load(this.dataSource.manager, id);
  }

  private invite(manager: EntityManager, scope: Scope, user: AdminUser) {
    return this.invitations.issue(
      manager,
      {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        role: user.role,
        organisation: isClinicRole(user.role)
          ? user.clinicName
          : user.role === Role.attorney
            ? user.attorneyFirmName
            : null,
      },
      scope,
    );
  }

  private async locked(manager: EntityManager, id: string, reach: AccountReach): Promise<AccountFacts> {
    // No stored id holds a zero byte, and PostgreSQL would refuse to compare one: it is simply not found.
    if (!isStorableText(id)) throw new NotFoundError('User');
    const rows = (await manager.query(
      `SELECT email, first_name, last_name, role, is_active, clinic_id, attorney_id FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    )) as {
      email: string;
      first_name: string;
      last_name: string;
      role: Role;
      is_active: boolean;
      clinic_id: number | null;
      attorney_id: number | null;
    }[];
    const row = rows[0];
    if (!row) throw new NotFoundError('User');
    assertWithinReach(reach, { role: row.role, clinicId: row.clinic_id });
    return {
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      role: row.role,
      isActive: row.is_active,
      clinicId: row.clinic_id,
      attorneyId: row.attorney_id,
    };
  }

  private load(manager: EntityManager, id: string): Promise<AdminUser> {
    return loadAdminUser(manager, id);
  }
}

const clinicRolesOnlyMessage = 'Choose Clinic Staff or Clinic Admin';

/** A list or count narrowed to the reach: a clinic admin sees the clinic roles of their own clinic. */
function withinReach(filter: AdminUserFilter, reach: AccountReach): AdminUserFilter {
  return reach.kind === 'platform' ? filter : { ...filter, clinicId: reach.clinicId };
}

/** Two changes racing for one address: the unique index decides, and the loser gets the same clear conflict. */
function uniqueEmailConflict(error: { code?: string; constraint?: string }): never {
  if (error.code === '23505') throw new ConflictError('A user with this email already exists', 'email');
  throw error;
}

export const operatorStaffInStaffTabMessage = 'Operator staff accounts are added and changed in the Staff tab';
export const operatorAccountsSuperAdminOnlyMessage = 'Only a Super Admin may change an operator account';

/**
 * Operator accounts (decision 441): an operator staff account is made and ended in the Staff tab only
 * (its employee record goes with it), and only a super admin changes or makes a super admin or an
 * operator staff account, so a staff member with the Users area cannot raise anyone (themselves included).
 */
function assertOperatorAccountRules(scope: Scope, before: Role | null, after: Role): void {
  const operatorRole = (role: Role | null) => role === Role.super_admin || role === Role.operator_staff;
  if (scope.role !== Role.super_admin && (operatorRole(before) || operatorRole(after)))
    throw new ForbiddenError(operatorAccountsSuperAdminOnlyMessage);
  if ((after === Role.operator_staff) !== (before === Role.operator_staff))
    throw InputError.field('role', operatorStaffInStaffTabMessage);
}
