import type { EntityManager } from 'typeorm';

/** CASE-{year}-{n}, n at least 3 digits (PRODUCT.md decision 3). */
export function formatCaseNumber(year: number, n: number): string {
  return `CASE-${year}-${String(n).padStart(3, '0')}`;
}

/**
 * Hands out the next number of the year inside the caller's transaction. The upsert locks the year's
 * counter row until commit, so concurrent creates get distinct numbers; a rolled-back create leaves a gap.
 */
export async function allocateCaseNumber(manager: EntityManager, year: number): Promise<string> {
  const [row] = (await manager.query(
    `INSERT INTO case_number_counters (year, last_value) VALUES ($1, 1)
     ON CONFLICT (year) DO UPDATE SET last_value = case_number_counters.last_value + 1
     RETURNING last_value`,
    [year],
  )) as { last_value: number }[];
  return formatCaseNumber(year, row.last_value);
}

/** What the next number would be now (a preview: the real one is assigned on save). */
export async function previewCaseNumber(manager: EntityManager, year: number): Promise<string> {
  const rows = (await manager.query(`SELECT last_value FROM case_number_counters WHERE year = $1`, [year])) as {
    last_value: number;
  }[];
  return formatCaseNumber(year, (rows[0]?.last_value ?? 0) + 1);
}

/** Raises the counters to the highest numbers already used (after data is loaded in bulk). */
export async function syncCaseNumberCounters(manager: EntityManager): Promise<void> {
  await manager.query(`
    INSERT INTO case_number_counters (year, last_value)
    SELECT substring(case_number from '^CASE-(\\d{4})-')::int, max(substring(case_number from '^CASE-\\d{4}-(\\d+)$')::int)
      FROM cases WHERE case_number ~ '^CASE-\\d{4}-\\d+$'
     GROUP BY 1
    ON CONFLICT (year) DO UPDATE SET last_value = greatest(case_number_counters.last_value, excluded.last_value)`);
}
