import type { EntityManager } from 'typeorm';
import { InputError, LimitReachedError } from '../../platform/errors';
import { CaseStatus } from '../cases/case.enums';
import type { ClinicUsage } from './admin/clinic-admin.types';
import type { Plan } from './plan.entity';
import { rowWriteLock } from '../../db/sql/row-lock';

/**
 * Plan limits (PRODUCT.md decision 2), the one home: what counts against a plan (active users,
 * active cases, stored document bytes), the clinic cards' usage, the Overview's active cases, the
 * check of each limit before a write (under the clinic row lock, so two concurrent writes cannot
 * both take the last unit) and the check of a smaller plan. Plans are data: every limit is read
 * from `plans`; null means unlimited.
 */

const bytesPerGb = 1024 ** 3;

/**
 * A case still being worked: any status but closed, and not archived by the operator. Cases are
 * never deleted; `cases.is_active` only mirrors "not closed" (CaseService keeps them equal). What the
 * active-case limit counts, the clinic cards show and the Overview's figure sums.
 */
export const activeCase = (kase: string): string =>
  `(${kase}.status <> '${CaseStatus.closed}' AND ${kase}.archived_at IS NULL)`;

/**
 * What counts against a plan, as scalar subqueries on the clinic id `clinic` (an SQL expression):
 * the seats taken (active users; `exceptUser`, an SQL expression, leaves out an account being
 * changed), the active cases and the stored document bytes (as text: a bigint sum).
 */
export const seatsTakenSql = (clinic: string, exceptUser?: string) =>
  `(SELECT count(*)::int FROM users u WHERE u.clinic_id = ${clinic} AND u.is_active${
    exceptUser ? ` AND u.id IS DISTINCT FROM ${exceptUser}` : ''
  })`;
export const activeCasesSql = (clinic: string) =>
  `(SELECT count(*)::int FROM cases k WHERE k.clinic_id = ${clinic} AND ${activeCase('k')})`;
export const storedBytesSql = (clinic: string) =>
  `(SELECT coalesce(sum(d.file_size), 0)::text FROM documents d WHERE d.clinic_id = ${clinic})`;

export const storageLimitBytes = (plan: { storageGb: number | null }): number | null =>
  plan.storageGb === null ? null : plan.storageGb * bytesPerGb;

/** "820.0 MB", "6.25 GB", "12.5 KB": how the limit messages state storage (binary units, as the plans' GB are). */
export function describeBytes(bytes: number): string {
  if (bytes >= bytesPerGb) return `${(bytes / bytesPerGb).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}

/**
 * Usage of many clinics in one statement, whatever their number: active users, active cases and
 * the bytes of their documents, each an index lookup per clinic (users, cases and documents are
 * indexed by clinic_id).
 */
export async function usageOf(manager: EntityManager, clinicIds: number[]): Promise<Map<number, ClinicUsage>> {
  if (clinicIds.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT c.id, ${seatsTakenSql('c.id')} AS users, ${activeCasesSql('c.id')} AS active_cases,
            ${storedBytesSql('c.id')} AS storage_bytes
       FROM unnest($1::int[]) AS c(id)`,
    [clinicIds],
  )) as { id: number; users: number; active_cases: number; storage_bytes: string }[];
  return new Map(
    rows.map((row) => [
      row.id,
      { users: row.users, activeCases: row.active_cases, storageBytes: Number(row.storage_bytes) },
    ]),
  );
}

/** Each limit of `plan` that `usage` is above, in words ("5 active users (the plan allows 3)"). */
export function exceededLimits(
  plan: Pick<Plan, 'maxUsers' | 'maxActiveCases'> & { storageGb: number | null },
  usage: ClinicUsage,
): string[] {
  const over: string[] = [];
  if (plan.maxUsers !== null && usage.users > plan.maxUsers)
    over.push(`${usage.users} active users (the plan allows ${plan.maxUsers})`);
  if (plan.maxActiveCases !== null && usage.activeCases > plan.maxActiveCases)
    over.push(`${usage.activeCases} active cases (the plan allows ${plan.maxActiveCases})`);
  const storageLimit = storageLimitBytes(plan);
  if (storageLimit !== null && usage.storageBytes > storageLimit)
    over.push(`${describeBytes(usage.storageBytes)} of documents (the plan includes ${plan.storageGb} GB)`);
  return over;
}

interface LockedClinicPlan {
  name: string;
  is_active: boolean;
  plan_name: string | null;
  max_users: number | null;
  max_active_cases: number | null;
  storage_gb: number | null;
}

/** The clinic and its plan's limits, with the clinic row locked until the transaction ends. */
async function lockClinicPlan(manager: EntityManager, clinicId: number): Promise<LockedClinicPlan | undefined> {
  const [clinic] = (await manager.query(
    `SELECT cl.name, cl.is_active, pl.name AS plan_name, pl.max_users, pl.max_active_cases, pl.storage_gb
       FROM clinics cl LEFT JOIN plans pl ON pl.code = cl.subscription_plan
      WHERE cl.id = $1 ${rowWriteLock} OF cl`,
    [clinicId],
  )) as LockedClinicPlan[];
  return clinic;
}

/**
 * A seat for an active user at a clinic: the clinic exists and is active, and its plan's user limit
 * is not reached. Deactivated users do not count; `userId`, an account changing, does not count itself.
 */
export async function claimClinicSeat(manager: EntityManager, clinicId: number, userId: string | null): Promise<void> {
  const clinic = await lockClinicPlan(manager, clinicId);
  if (!clinic) throw InputError.field('clinicId', 'Clinic not found');
  if (!clinic.is_active) throw InputError.field('clinicId', `${clinic.name} is inactive: activate the clinic first`);
  if (clinic.max_users === null) return;
  const [{ active }] = (await manager.query(`SELECT ${seatsTakenSql('$1', '$2')} AS active`, [clinicId, userId])) as {
    active: number;
  }[];
  if (active >= clinic.max_users) {
    throw new LimitReachedError(
      `The ${clinic.plan_name} plan allows ${clinic.max_users} users and ${clinic.name} has ${active} active. Deactivate a user or upgrade the clinic's plan to add another.`,
    );
  }
}

/** Room for one more active case (a new case, or a closed one reopened). */
export async function assertActiveCaseAvailable(manager: EntityManager, clinicId: number): Promise<void> {
  const clinic = await lockClinicPlan(manager, clinicId);
  if (!clinic?.plan_name || clinic.max_active_cases === null) return;
  const [{ active }] = (await manager.query(`SELECT ${activeCasesSql('$1')} AS active`, [clinicId])) as {
    active: number;
  }[];
  if (active >= clinic.max_active_cases) {
    throw new LimitReachedError(
      `Your ${clinic.plan_name} plan allows ${clinic.max_active_cases} active cases and your clinic has ${active}. Close a case or upgrade your plan to open another.`,
    );
  }
}

/** Room in the plan's document storage for `addedBytes` more (an upload). */
export async function assertStorageAvailable(
  manager: EntityManager,
  clinicId: number,
  addedBytes: number,
): Promise<void> {
  const clinic = await lockClinicPlan(manager, clinicId);
  if (!clinic?.plan_name || clinic.storage_gb === null) return;
  const limit = clinic.storage_gb * bytesPerGb;
  const [{ stored }] = (await manager.query(`SELECT ${storedBytesSql('$1')} AS stored`, [clinicId])) as {
    stored: string;
  }[];
  if (Number(stored) + addedBytes > limit) {
    throw new LimitReachedError(
      `Your ${clinic.plan_name} plan includes ${clinic.storage_gb} GB of document storage and your clinic has ${describeBytes(Number(stored))} stored. Delete a document or upgrade your plan to upload this file (${describeBytes(addedBytes)}).`,
    );
  }
}
