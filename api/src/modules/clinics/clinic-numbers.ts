import type { EntityManager } from 'typeorm';
import type { ClinicNumberKind } from './clinic-number-counter.entity';

/**
 * The clinic's mark before each of its numbers (`C12-CASE-2026-004`): numbers count per clinic yet
 * stay unique platform-wide (PRODUCT 11). The clinic's id is no secret: every API answer carries it.
 */
export const clinicNumberPrefix = (clinicId: number): string => `C${clinicId}-`;

/**
 * Hands out a clinic's next number of a kind for the year inside the caller's transaction. The upsert
 * locks that clinic's counter row until commit, so concurrent creates in one clinic get distinct
 * numbers and other clinics never wait; a rolled-back create leaves a gap.
 */
export async function allocateClinicNumber(
  manager: EntityManager,
  clinicId: number,
  kind: ClinicNumberKind,
  year: number,
): Promise<number> {
  const [row] = (await manager.query(
    `INSERT INTO clinic_number_counters (clinic_id, kind, year, last_value) VALUES ($1, $2, $3, 1)
     ON CONFLICT (clinic_id, kind, year) DO UPDATE SET last_value = clinic_number_counters.last_value + 1
     RETURNING last_value`,
    [clinicId, kind, year],
  )) as { last_value: number }[];
  return row.last_value;
}

/** The number a clinic's next record of a kind would get now (a preview: the real one is given on save). */
export async function peekClinicNumber(
  manager: EntityManager,
  clinicId: number,
  kind: ClinicNumberKind,
  year: number,
): Promise<number> {
  const rows = (await manager.query(
    `SELECT last_value FROM clinic_number_counters WHERE clinic_id = $1 AND kind = $2 AND year = $3`,
    [clinicId, kind, year],
  )) as { last_value: number }[];
  return (rows[0]?.last_value ?? 0) + 1;
}

/**
 * Raises every clinic's counters to the highest numbers its cases and bills already use, with or
 * without its prefix (after data is loaded in bulk; the migration to per-clinic numbers does the same).
 */
export async function syncClinicNumberCounters(manager: EntityManager): Promise<void> {
  await manager.query(syncClinicNumberCountersSql);
}

const syncClinicNumberCountersSql = `
  INSERT INTO clinic_number_counters (clinic_id, kind, year, last_value)
  SELECT clinic_id, kind, year, max(n) FROM (
    SELECT clinic_id, 'case' AS kind, substring(case_number from '^(?:C\\d+-)?CASE-(\\d{4})-')::int AS year,
           substring(case_number from '^(?:C\\d+-)?CASE-\\d{4}-(\\d{1,9})$')::int AS n
      FROM cases WHERE case_number ~ '^(C\\d+-)?CASE-\\d{4}-\\d{1,9}$'
    UNION ALL
    SELECT clinic_id, 'invoice', substring(invoice_number from '^(?:C\\d+-)?INV-(\\d{4})-')::int,
           substring(invoice_number from '^(?:C\\d+-)?INV-\\d{4}-(\\d{1,9})$')::int
      FROM billing WHERE invoice_number ~ '^(C\\d+-)?INV-\\d{4}-\\d{1,9}$'
  ) used
  GROUP BY clinic_id, kind, year
  ON CONFLICT (clinic_id, kind, year) DO UPDATE
    SET last_value = greatest(clinic_number_counters.last_value, excluded.last_value)`;
