import { undoMigrationsThrough } from '../../test/migration-steps';
import { createDataSource } from '../data-source';
import { createScratchDatabase } from '../../test/harness';

const migrationName = 'ClinicNumbering1795660175817';

/**
 * The migration to per-clinic numbers keeps every number already given: each clinic's counters start
 * above the highest number it holds, so its next case and invoice continue its own sequence.
 */
it('starts each clinic’s counters above the numbers it already holds', async () => {
  const scratch = await createScratchDatabase();
  const dataSource = createDataSource({ url: scratch.ownerUrl });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations();
    await undoMigrationsThrough(dataSource, migrationName);
    const [{ id: a }, { id: b }]: { id: number }[] = await dataSource.query(
      `INSERT INTO clinics (name) VALUES ('North'), ('Lake') RETURNING id`,
    );
    const patient = async (clinicId: number) =>
      (
        await dataSource.query(
          `INSERT INTO patients (clinic_id, first_name, last_name) VALUES ($1, 'P', 'Q') RETURNING id`,
          [clinicId],
        )
      )[0].id as number;
    // Numbers from the platform-wide counters: the clinics' numbers interleave.
    const cases: [number, string][] = [
      [a, 'CASE-2025-001'],
      [b, 'CASE-2025-002'],
      [a, 'CASE-2025-003'],
      [b, 'CASE-2026-001'],
      [a, 'LEGACY-7'],
    ];
    for (const [clinicId, number] of cases) {
      const [{ id }] = await dataSource.query(
        `INSERT INTO cases (case_number, clinic_id, patient_id, case_type) VALUES ($1, $2, $3, 'auto_accident') RETURNING id`,
        [number, clinicId, await patient(clinicId)],
      );
      await dataSource.query(
        `INSERT INTO billing (case_id, clinic_id, invoice_number, amount) VALUES ($1, $2, 'INV-2025-' || lpad(nextval('billing_invoice_number_seq')::text, 6, '0'), 10)`,
        [id, clinicId],
      );
    }

    await dataSource.runMigrations();

    const counters = await dataSource.query(
      `SELECT clinic_id = $1 AS "clinicA", kind, year, last_value AS "lastValue" FROM clinic_number_counters
        ORDER BY clinic_id = $1 DESC, kind, year`,
      [a],
    );
    expect(counters).toEqual([
      { clinicA: true, kind: 'case', year: 2025, lastValue: 3 },
      { clinicA: true, kind: 'invoice', year: 2025, lastValue: 5 },
      { clinicA: false, kind: 'case', year: 2025, lastValue: 2 },
      { clinicA: false, kind: 'case', year: 2026, lastValue: 1 },
      { clinicA: false, kind: 'invoice', year: 2025, lastValue: 4 },
    ]);
    // Every number given before is still there, unchanged.
    const [{ kept }] = await dataSource.query(`SELECT count(*)::int AS kept FROM cases WHERE case_number = ANY($1)`, [
      cases.map(([, number]) => number),
    ]);
    expect(kept).toBe(cases.length);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await scratch.drop();
  }
});
