import type { EntityManager } from 'typeorm';
import { Role, isClinicRole } from '../../../platform/access/role';
import { ConflictError, InputError, NotFoundError } from '../../../platform/errors';
import type { AccountReach } from './account-reach';

/**
 * The operator's rules for accounts, each with an error that names the field: who may not be changed
 * from the Users tab and which record a role needs. The plan's user limit (seats) is
 * clinics/plan-limits.ts's `claimClinicSeat`.
 */

/** A record id that was actually given (inputs leave absent ids undefined or null). */
export const isGiven = (id: number | null | undefined): id is number => id !== null && id !== undefined;

export interface Tenancy {
  clinicId: number | null;
  attorneyId: number | null;
}

export interface AccountState extends Tenancy {
  role: Role;
}

/**
 * Where an account of `role` belongs after a change: a clinic role keeps its clinic unless another is
 * given, an attorney keeps their attorney record unless another is given, and the other columns are
 * cleared, so users.clinic_id and users.attorney_id always agree with the role.
 */
export function tenancyFor(role: Role, requested: Partial<Tenancy>, before: AccountState | null): Tenancy {
  const wasClinic = before !== null && isClinicRole(before.role);
  const wasAttorney = before?.role === Role.attorney;
  if (isClinicRole(role)) {
    if (isGiven(requested.attorneyId))
      throw InputError.field('attorneyId', 'Only an attorney account links to an attorney');
    const clinicId = requested.clinicId ?? (wasClinic ? before.clinicId : null);
    if (clinicId === null) throw InputError.field('clinicId', 'Choose a clinic for a clinic role');
    return { clinicId, attorneyId: null };
  }
  if (isGiven(requested.clinicId)) throw InputError.field('clinicId', 'Only clinic roles belong to a clinic');
  if (role === Role.attorney) {
    const attorneyId = requested.attorneyId ?? (wasAttorney ? before.attorneyId : null);
    if (attorneyId === null) throw InputError.field('attorneyId', 'Choose the attorney record for an attorney account');
    return { clinicId: null, attorneyId };
  }
  if (isGiven(requested.attorneyId))
    throw InputError.field('attorneyId', 'Only an attorney account links to an attorney');
  return { clinicId: null, attorneyId: null };
}

/** The operator's own account cannot be demoted, deactivated or logged out from the Users tab. */
export function assertNotOwnAccount(actorId: string, targetId: string, field: string, message: string): void {
  if (actorId === targetId) throw InputError.field(field, message);
}

/**
 * Account changes of the operator's console run one at a time (a transaction-scoped advisory lock,
 * taken first), so "another super admin remains" holds even when two operators act at once.
 */
export async function serializeAccountChanges(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('casebridge:account-changes'))`);
}

/** Never leaves the platform without an active super admin. */
export async function assertAnotherSuperAdminRemains(
  manager: EntityManager,
  userId: string,
  field: string,
): Promise<void> {
  const others = (await manager.query(`SELECT 1 FROM users WHERE role = 'super_admin' AND is_active AND id <> $1`, [
    userId,
  ])) as unknown[];
  if (others.length === 0) throw InputError.field(field, 'At least one active Super Admin must remain');
}

/** The clinic of an account that takes no seat there (a deactivated user): it must still exist. */
export async function assertClinicExists(manager: EntityManager, clinicId: number): Promise<void> {
  const rows = (await manager.query(`SELECT 1 FROM clinics WHERE id = $1`, [clinicId])) as unknown[];
  if (rows.length === 0) throw InputError.field('clinicId', 'Clinic not found');
}

/** An attorney record of the directory that no other account uses yet. */
export async function assertAttorneyLinkable(
  manager: EntityManager,
  attorneyId: number,
  userId: string | null,
): Promise<void> {
  const rows = (await manager.query(`SELECT id FROM attorneys WHERE id = $1 FOR UPDATE`, [attorneyId])) as unknown[];
  if (rows.length === 0) throw InputError.field('attorneyId', 'Attorney not found');
  const linked = (await manager.query(`SELECT 1 FROM users WHERE attorney_id = $1 AND id IS DISTINCT FROM $2`, [
    attorneyId,
    userId,
  ])) as unknown[];
  if (linked.length > 0)
    throw new ConflictError('This attorney record already belongs to another account', 'attorneyId');
}

/** Email addresses are unique across users, case-insensitively (they are stored lower-cased). */
export async function assertEmailFree(manager: EntityManager, email: string, userId: string | null): Promise<void> {
  const rows = (await manager.query(`SELECT 1 FROM users WHERE email = $1 AND id IS DISTINCT FROM $2`, [
    email,
    userId,
  ])) as unknown[];
  if (rows.length > 0) throw new ConflictError('A user with this email already exists', 'email');
}

/** Keeps attorneys.has_account true exactly while some account links to the record. */
export async function refreshAttorneyHasAccount(manager: EntityManager, attorneyIds: (number | null)[]): Promise<void> {
  const ids = attorneyIds.filter((id): id is number => id !== null);
  if (ids.length === 0) return;
  await manager.query(
    `UPDATE attorneys a SET has_account = EXISTS (SELECT 1 FROM users u WHERE u.attorney_id = a.id), updated_at = now()
      WHERE a.id = ANY($1)`,
    [ids],
  );
}

/** An account outside the caller's reach (another clinic's, an attorney, the operator) is answered as a missing one. */
export function assertWithinReach(reach: AccountReach, account: { role: Role; clinicId: number | null }): void {
  if (reach.kind === 'clinic' && (!isClinicRole(account.role) || account.clinicId !== reach.clinicId))
    throw new NotFoundError('User');
}

/**
 * A clinic is never left without an active clinic admin by its own admins (demoting or deactivating
 * the last one, themselves included). Runs under serializeAccountChanges, so two admins demoting
 * each other at once cannot both pass.
 */
export async function assertAnotherClinicAdminRemains(
  manager: EntityManager,
  clinicId: number,
  userId: string,
  field: string,
): Promise<void> {
  const others = (await manager.query(
    `SELECT 1 FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active AND id <> $2`,
    [clinicId, userId],
  )) as unknown[];
  if (others.length === 0)
    throw InputError.field(field, 'At least one active Clinic Admin must remain: make someone else an admin first');
}
