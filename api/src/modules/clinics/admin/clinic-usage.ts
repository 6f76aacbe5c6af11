import type { EntityManager } from 'typeorm';
import type { ClinicUsage } from './clinic-admin.types';

/**
 * Usage of many clinics in one statement, whatever their number: active users, cases not closed and
 * the bytes of their documents, each an index lookup per clinic (users, cases and documents are
 * indexed by clinic_id).
 */
export async function usageOf(manager: EntityManager, clinicIds: number[]): Promise<Map<number, ClinicUsage>> {
  if (clinicIds.length === 0) return new Map();
  const rows = (await manager.query(
    `SELECT c.id,
            (SELECT count(*)::int FROM users u WHERE u.clinic_id = c.id AND u.is_active) AS users,
            (SELECT count(*)::int FROM cases k WHERE k.clinic_id = c.id AND k.status <> 'closed') AS active_cases,
            (SELECT coalesce(sum(d.file_size), 0)::text FROM documents d WHERE d.clinic_id = c.id) AS storage_bytes
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
