import type { EntityManager } from 'typeorm';

const isoDate = (day: Date) => day.toISOString().slice(0, 10);

/**
 * The facts the demo's alerts come from (the alerts sweep raises them at start-up, main.ts): for each
 * demo clinic, the Harper Law case with the most charges gets a PIP limit it has used about 86% of, and
 * another Harper Law case an accident date that puts its filing deadline 25 days away. Treatment gaps
 * come from the demo schedule itself (cases in treatment whose visits stopped). Deterministic.
 */
export async function seedDemoAlertFacts(
  manager: EntityManager,
  today: Date,
  clinicIds: Record<'northside' | 'lakeview', number>,
): Promise<void> {
  for (const clinicId of Object.values(clinicIds)) {
    const cases = (await manager.query(
      `SELECT c.id, (SELECT coalesce(sum(le.amount), 0)::numeric(12,2)::text FROM case_ledger_entries le
                      WHERE le.case_id = c.id AND le.kind = 'charge') AS charges,
              p.state, sol.period_months AS "periodMonths"
         FROM cases c JOIN patients p ON p.id = c.patient_id JOIN clinics cl ON cl.id = c.clinic_id
         JOIN attorneys a ON a.id = c.attorney_id AND a.email = 'attorney@harper-law.demo'
         LEFT JOIN statute_limitation_periods sol ON sol.clinic_id IS NULL
               AND sol.state = upper(coalesce(nullif(trim(p.state), ''), cl.state))
        WHERE c.clinic_id = $1 AND c.status <> 'closed' AND c.archived_at IS NULL
        ORDER BY 2::numeric DESC, c.id`,
      [clinicId],
    )) as { id: number; charges: string; state: string | null; periodMonths: number | null }[];
    const limitCase = cases.find((row) => Number(row.charges) >= 500);
    if (limitCase) {
      // About 86% used: the limit is the charges / 0.86, rounded up to ten dollars.
      const limit = (Math.ceil(Number(limitCase.charges) / 0.86 / 10) * 10).toFixed(2);
      const [[pip]] = (await manager.query(
        `UPDATE case_coverages SET limit_amount = $2 WHERE case_id = $1 AND coverage_type = 'pip' RETURNING id`,
        [limitCase.id, limit],
      )) as [{ id: number }[], number];
      if (!pip)
        await manager.query(
          `INSERT INTO case_coverages (clinic_id, case_id, coverage_type, carrier_name, policy_number, carrier_claim_number,
                  limit_amount)
           VALUES ($1, $2, 'pip', 'Keystone Mutual Insurance', 'KM-PIP-4417', 'KM-26-88120', $3)`,
          [clinicId, limitCase.id, limit],
        );
    }
    const deadlineCase = cases.find((row) => row.id !== limitCase?.id && row.periodMonths !== null);
    if (deadlineCase) {
      const accident = new Date(today);
      accident.setUTCDate(accident.getUTCDate() + 25);
      accident.setUTCMonth(accident.getUTCMonth() - deadlineCase.periodMonths!);
      await manager.query(`UPDATE cases SET accident_date = $2 WHERE id = $1`, [deadlineCase.id, isoDate(accident)]);
    }
  }
}
