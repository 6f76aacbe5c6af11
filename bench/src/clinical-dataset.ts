import type { Client } from 'pg';
import { mainClinicId } from './dataset';

/**
 * The clinical record's rows in the benchmark database, as deterministic as the cases they hang from:
 *
 * - the main clinic has 20 providers and four appointment types;
 * - every case of the main clinic has one past visit (so the appointments table grows with the cases),
 *   laid out so no provider is ever double-booked (provider = case % 20, a 30-minute slot per case / 20);
 * - every bill has one to three coded lines;
 * - fixtures that do not change with the size, so the same question is asked at every size: the
 *   measured calendar week (20 providers, 18 visits a day each, Monday to Friday) and the statement
 *   case (120 coded visits with 3 lines each, their charges, payments and a write-off on its ledger).
 */

export const providerCount = 20;
/** The measured week: Monday 2026-06-01 to Sunday 2026-06-07, UTC (past visits end in 2023). */
export const measuredWeek = { from: '2026-06-01T00:00:00Z', to: '2026-06-08T00:00:00Z' };
const statementVisits = 120;

export const providerId = (n: number) => `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`;

const procedures = [
  ['98941', 'Spinal manipulation, 3 to 4 regions', '60.00'],
  ['97140', 'Manual therapy, each 15 minutes', '40.00'],
  ['97110', 'Therapeutic exercise, each 15 minutes', '40.00'],
  ['97012', 'Mechanical traction', '30.00'],
] as const;

/** Providers, appointment types and the fee schedule of the main clinic. Run once, before any cases. */
export async function loadClinicalFixedRows(client: Client): Promise<void> {
  await client.query(
    `INSERT INTO users (id, email, first_name, last_name, role, clinic_id, is_provider, npi)
     SELECT '00000000-0000-4000-8000-0000000c' || lpad(n::text, 4, '0'), 'provider' || n || '@bench.test',
            'Provider', 'Number ' || n, 'clinic_staff', $1, true, lpad((1000000000 + n)::text, 10, '0')
       FROM generate_series(1, $2::int) n`,
    [mainClinicId, providerCount],
  );
  // The providers read case messages in the app and take their e-mail as the daily digest, so Q6 (a
  // message on a case of this clinic) measures the send and its in-app fan-out to 20 readers, not
  // 20 e-mail deliveries run by the api's queue workers during the load (docs/performance.md, Q6).
  await client.query(
    `INSERT INTO notification_preferences (user_id, kind, delivery)
     SELECT '00000000-0000-4000-8000-0000000c' || lpad(n::text, 4, '0'), 'message', 'daily_digest'
       FROM generate_series(1, $1::int) n`,
    [providerCount],
  );
  await client.query(
    `INSERT INTO appointment_types (id, clinic_id, name, duration_minutes, is_re_exam)
     VALUES (1, $1, 'Adjustment', 30, false), (2, $1, 'Therapy', 30, false), (3, $1, 'Re-exam', 30, true),
            (4, $1, 'New patient exam', 60, false)`,
    [mainClinicId],
  );
  await client.query(`SELECT setval('appointment_types_id_seq', 4)`);
  await client.query(
    `INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee)
     SELECT $1, code, description, fee::numeric FROM unnest($2::text[], $3::text[], $4::text[]) AS p(code, description, fee)`,
    [mainClinicId, procedures.map((p) => p[0]), procedures.map((p) => p[1]), procedures.map((p) => p[2])],
  );
}

/** Past visits and coded bill lines of cases from+1..to (called by growCases, in its bulk session). */
export async function growClinicalRows(
  step: (label: string, sql: string, params: unknown[]) => Promise<void>,
  from: number,
  to: number,
): Promise<void> {
  await step(
    'appointments',
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status,
                               scheduled_start, scheduled_end, actual_start, actual_end, created_by, created_at, updated_at)
     SELECT c.clinic_id, c.patient_id, c.id, '00000000-0000-4000-8000-0000000c' || lpad((1 + c.id % $3)::text, 4, '0'),
            1 + bench.rand(c.id, 51) % 3, 'completed', s.start, s.start + interval '30 minutes',
            s.start, s.start + interval '30 minutes', $4, s.start, s.start
       FROM cases c
       CROSS JOIN LATERAL (SELECT timestamptz '2020-01-01 00:00:00+00' + (c.id / $3) * interval '30 minutes' AS start) s
      WHERE c.id > $1 AND c.id <= $2 AND c.clinic_id = $5`,
    [from, to, providerCount, providerId(1), mainClinicId],
  );
  await step(
    'billing lines',
    `INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                                units, unit_fee, amount, diagnosis_codes, provider_id)
     SELECT b.id, b.clinic_id, b.case_id, l, b.created_at::date, ($3::text[])[l], ($4::text[])[l], 1,
            ($5::numeric[])[l], ($5::numeric[])[l], ARRAY['S13.4XXA', 'M54.2'], NULL
       FROM billing b
       CROSS JOIN LATERAL generate_series(1, 1 + (b.id % 3)::int) l
      WHERE b.case_id > $1 AND b.case_id <= $2`,
    [from, to, procedures.map((p) => p[0]), procedures.map((p) => p[1]), procedures.map((p) => p[2])],
  );
}

export interface ClinicalFixtures {
  statementCaseId: number;
}

/**
 * The rows every size measures alike: the busy week and the statement case. Run once per database,
 * after its first cases are loaded (it takes patients and the first case of the main clinic).
 */
export async function loadClinicalFixtures(client: Client): Promise<ClinicalFixtures> {
  const [{ statement_case_id: statementCaseId }] = (
    await client.query<{ statement_case_id: number }>(
      `SELECT min(id)::int AS statement_case_id FROM cases WHERE clinic_id = $1`,
      [mainClinicId],
    )
  ).rows;
  // 20 providers x 18 half-hour visits a day (08:00 to 17:00 UTC), Monday to Friday, patients in turn.
  await client.query(
    `WITH patients_in_turn AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total
         FROM (SELECT id FROM patients WHERE clinic_id = $1 ORDER BY id LIMIT 400) p)
     INSERT INTO appointments (clinic_id, patient_id, provider_id, appointment_type_id, status, scheduled_start,
                               scheduled_end, created_by)
     SELECT $1, p.id, '00000000-0000-4000-8000-0000000c' || lpad(provider::text, 4, '0'), 1 + slot % 3, 'scheduled',
            s.start, s.start + interval '30 minutes', '00000000-0000-4000-8000-0000000c0001'
       FROM generate_series(0, 4) day
       CROSS JOIN generate_series(1, $2::int) provider
       CROSS JOIN generate_series(0, 17) slot
       CROSS JOIN LATERAL (SELECT $3::timestamptz + day * interval '1 day' + interval '8 hours' + slot * interval '30 minutes' AS start) s
       JOIN patients_in_turn p ON p.n = (day * $2 * 18 + (provider - 1) * 18 + slot) % p.total`,
    [mainClinicId, providerCount, measuredWeek.from],
  );
  // The statement case: 120 coded visits, each charged on its ledger; a payment every third visit and one write-off.
  await client.query(
    `WITH visits AS (
       INSERT INTO billing (case_id, clinic_id, invoice_number, amount, description, status, due_date, created_at, updated_at)
       SELECT $1, $2, 'STMT-' || v, 140.00, 'Visit ' || v, 'submitted', date '2024-01-01' + v * 3 + 30,
              timestamptz '2024-01-01 00:00:00+00' + v * interval '3 days', timestamptz '2024-01-01 00:00:00+00' + v * interval '3 days'
         FROM generate_series(1, $3::int) v
       RETURNING id, created_at)
     , lines AS (
       INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                                  units, unit_fee, amount, diagnosis_codes, provider_id)
       SELECT visits.id, $2, $1, l, visits.created_at::date, (ARRAY['98941', '97140', '97110'])[l],
              (ARRAY['Spinal manipulation, 3 to 4 regions', 'Manual therapy, each 15 minutes', 'Therapeutic exercise, each 15 minutes'])[l],
              1, (ARRAY[60.00, 40.00, 40.00])[l], (ARRAY[60.00, 40.00, 40.00])[l],
              ARRAY['S13.4XXA', 'M54.2'], '00000000-0000-4000-8000-0000000c0001'
         FROM visits CROSS JOIN generate_series(1, 3) l
       RETURNING 1)
     INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, billing_id, effective_date, created_by)
     SELECT $1, $2, 'charge', 140.00, 'Visit', visits.id, visits.created_at::date, NULL FROM visits
     UNION ALL
     SELECT $1, $2, 'payment', 140.00, 'Insurance payment', NULL, visits.created_at::date + 40, NULL
       FROM visits WHERE visits.id % 3 = 0`,
    [statementCaseId, mainClinicId, statementVisits],
  );
  await client.query(
    `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, effective_date)
     VALUES ($1, $2, 'write_off', 250.00, 'Courtesy write-off', date '2025-01-15')`,
    [statementCaseId, mainClinicId],
  );
  await client.query('ANALYZE appointments, billing_lines, case_ledger_entries');
  return { statementCaseId };
}
