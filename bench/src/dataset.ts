import type { Client } from 'pg';
import { hashPassword } from '../../api/src/platform/auth/passwords';
import { growClinicalRows, loadClinicalFixedRows } from './clinical-dataset';
import { growHotPathRows, settleHotPathSequences } from './hotpaths-dataset';

/**
 * Deterministic benchmark data, generated inside PostgreSQL with set-based INSERT ... SELECT over
 * generate_series. Every value is a pure function of a row number (an integer hash, no random()), so
 * a size always holds the same rows, and growing from 10k to 100k cases adds rows 10,001..100,000
 * exactly as loading 100k at once would.
 *
 * Shape: 10 clinics, clinic 1 holds about 90% of the patients and cases (so "my clinic" filters
 * are realistic); 200 attorneys; one patient per two cases; about 1.8 messages per case (every
 * 100th case has 30); about 1 billing entry per case.
 */

export const benchPassword = 'bench-password-1';
export const benchUsers = {
  staff: { id: '00000000-0000-4000-8000-00000000b001', email: 'staff@bench.test', clinicId: 1 },
  attorney: { id: '00000000-0000-4000-8000-00000000b002', email: 'attorney@bench.test', attorneyId: 1 },
  /** Another clinic's staff member: the flood of the fairness phase (fairness-bench.ts). */
  attacker: { id: '00000000-0000-4000-8000-00000000b004', email: 'attacker@bench.test', clinicId: 2 },
};
export const mainClinicId = 1;
const clinicCount = 10;
const attorneyCount = 200;

const firstNames = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph ' +
  'Jessica Thomas Sarah Charles Karen Daniel Lisa Matthew Nancy Anthony Betty Mark Sandra Donald Ashley Steven ' +
  'Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah ' +
  'Timothy Stephanie Ronald Rebecca Jason Sharon Edward Laura Jeffrey Cynthia Ryan Amy Jacob Angela'
).split(' ');
const surnamePrefixes =
  'Ash Black Brad Cald Dun Fair Glen Hal Kings Lang Mar Nor Oak Pem Red Stan Thorn Wal Wes Whit'.split(' ');
const surnameSuffixes = 'ford ley ton wood field more well by stone worth'.split(' ');
const surnames = surnamePrefixes.flatMap((prefix) => surnameSuffixes.map((suffix) => prefix + suffix));
const mechanisms = [
  'Rear-end collision',
  'Side-impact collision',
  'Slip on wet floor',
  'Fall from ladder',
  'Lifting injury at work',
  'Pedestrian struck by car',
  'Trip over uneven pavement',
  'Multi-vehicle accident',
  'Parking lot collision',
  'Cyclist hit by door',
];
const places = [
  'Main Street',
  'Route 9',
  'the grocery store',
  'a construction site',
  'Interstate 95',
  'the warehouse',
  'Oak Avenue',
  'the shopping mall',
  'Harbor Road',
  'the office lobby',
];
const injuries = [
  'cervical strain and headaches',
  'lower back pain with sciatica',
  'whiplash and shoulder pain',
  'thoracic sprain',
  'neck pain radiating to the arm',
  'lumbar disc herniation',
  'knee and hip pain',
  'post-traumatic headaches',
];

/** Helper functions live in their own schema, which PostGraphile does not expose. */
const helperFunctions = `
CREATE SCHEMA IF NOT EXISTS bench;
CREATE OR REPLACE FUNCTION bench.rand(i bigint, salt int) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((((i * 2654435761) # (salt * 40503 + 12345)) % 2147483647) * 48271) % 2147483647 $$;
CREATE OR REPLACE FUNCTION bench.patient_clinic(p bigint) RETURNS int
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN bench.rand(p, 11) % 10 < 9 THEN 1 ELSE 2 + (bench.rand(p, 12) % 9)::int END $$;
CREATE OR REPLACE FUNCTION bench.case_created(i bigint) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT timestamptz '2023-01-01 00:00:00+00' + i * interval '13 seconds' $$;
`;

/** The integer hash and the other helpers, in their own schema (also the billing dataset's). */
export async function installHelperFunctions(client: Client): Promise<void> {
  await client.query(helperFunctions);
}

export function patientsFor(cases: number): number {
  return Math.ceil(cases / 2);
}

/** Clinics, attorneys and the two users whose sessions the benchmark uses. Run once, before any cases. */
export async function loadFixedRows(client: Client): Promise<void> {
  await installHelperFunctions(client);
  await client.query(
    `INSERT INTO clinics (id, name, city, state, email, billing_status)
     SELECT n, CASE WHEN n = 1 THEN 'Bench Main Chiropractic' ELSE 'Bench Clinic ' || n END, 'Springfield', 'NJ',
            'clinic' || n || '@bench.test', 'active'
       FROM generate_series(1, $1::int) n`,
    [clinicCount],
  );
  await client.query(
    `INSERT INTO attorneys (id, first_name, last_name, email, firm_name, phone, has_account)
     SELECT n, ($2::text[])[1 + bench.rand(n, 41) % array_length($2, 1)], ($3::text[])[1 + bench.rand(n, 42) % array_length($3, 1)],
            'attorney' || n || '@firm' || (n % 40) || '.test', 'Firm ' || (n % 40) || ' LLP', '555-01' || lpad(n::text, 3, '0'), n = 1
       FROM generate_series(1, $1::int) n`,
    [attorneyCount, firstNames, surnames],
  );
  await client.query(`SELECT setval('clinics_id_seq', $1), setval('attorneys_id_seq', $2)`, [
    clinicCount,
    attorneyCount,
  ]);
  const hash = await hashPassword(benchPassword, 15);
  await client.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, clinic_id, attorney_id) VALUES
       ($1, $2, $5, 'Bench', 'Staff', 'clinic_staff', $3, NULL),
       ($4, $6, $5, 'Bench', 'Attorney', 'attorney', NULL, $7),
       ($8, $9, $5, 'Bench', 'Attacker', 'clinic_staff', $10, NULL)`,
    [
      benchUsers.staff.id,
      benchUsers.staff.email,
      benchUsers.staff.clinicId,
      benchUsers.attorney.id,
      hash,
      benchUsers.attorney.email,
      benchUsers.attorney.attorneyId,
      benchUsers.attacker.id,
      benchUsers.attacker.email,
      benchUsers.attacker.clinicId,
    ],
  );
  await loadClinicalFixedRows(client);
}

/** Secondary indexes of the big tables (not primary keys or unique constraints), to drop during a bulk load. */
async function secondaryIndexes(client: Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid IN ('cases'::regclass, 'patients'::regclass, 'messages'::regclass, 'billing'::regclass)
        AND NOT i.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
  );
  return rows;
}

/**
 * Grows the data from `from` cases to `to` cases. Large steps drop the secondary indexes and build
 * them again afterwards (much faster than maintaining trigram indexes row by row); foreign-key
 * triggers are skipped for the session (the rows are consistent by construction).
 */
export async function growCases(client: Client, from: number, to: number, log: (line: string) => void): Promise<void> {
  if (to <= from) return;
  const bulk = to - from >= 50_000;
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`SET maintenance_work_mem = '512MB'`);
  const dropped = bulk ? await secondaryIndexes(client) : [];
  for (const index of dropped) await client.query(`DROP INDEX ${index.name}`);
  const step = async (label: string, sql: string, params: unknown[]) => {
    const started = Date.now();
    const result = await client.query(sql, params);
    log(`    ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  const patientsFrom = patientsFor(from);
  const patientsTo = patientsFor(to);
  await step(
    'patients',
    `INSERT INTO patients (id, clinic_id, first_name, last_name, email, phone, date_of_birth, city, state, status, is_active, created_at, updated_at)
     SELECT p, bench.patient_clinic(p),
            ($3::text[])[1 + bench.rand(p, 1) % array_length($3, 1)],
            ($4::text[])[1 + bench.rand(p, 2) % array_length($4, 1)],
            'patient' || p || '@mail.test', '555-' || lpad((bench.rand(p, 3) % 10000000)::text, 7, '0'),
            date '1950-01-01' + (bench.rand(p, 4) % 18000)::int, 'Springfield', 'NJ', 'active', true,
            bench.case_created(2 * p - 1), bench.case_created(2 * p - 1)
       FROM generate_series($1::bigint + 1, $2::bigint) p`,
    [patientsFrom, patientsTo, firstNames, surnames],
  );
  await step(
    'cases',
    `INSERT INTO cases (id, case_number, title, patient_id, attorney_id, clinic_id, case_type, status, accident_date,
                        description, notes, settlement_amount, is_active, created_at, updated_at, archived_at, closed_at)
     SELECT i, 'CASE-' || (2015 + i % 10) || '-' || lpad(i::text, 7, '0'), NULL, (i + 1) / 2,
            1 + (bench.rand(i, 3) % $3)::int, bench.patient_clinic((i + 1) / 2),
            (ARRAY['auto_accident','auto_accident','auto_accident','auto_accident','auto_accident','slip_fall','slip_fall',
                   'work_injury','work_injury','medical_malpractice','other'])[1 + bench.rand(i, 4) % 11],
            s.status,
            (bench.case_created(i) - (bench.rand(i, 5) % 365) * interval '1 day')::date,
            ($4::text[])[1 + bench.rand(i, 6) % array_length($4, 1)] || ' on ' || ($5::text[])[1 + bench.rand(i, 7) % array_length($5, 1)]
              || '; ' || ($6::text[])[1 + bench.rand(i, 8) % array_length($6, 1)],
            CASE WHEN i % 3 = 0 THEN 'Follow up with adjuster' END,
            CASE WHEN s.status IN ('settlement_negotiation', 'closed') THEN (5000 + bench.rand(i, 9) % 9500000 / 100.0)::numeric(10,2) END,
            s.status <> 'closed', bench.case_created(i), bench.case_created(i),
            -- half the closed cases are archived (10% of all), which every cases page leaves out
            CASE WHEN s.status = 'closed' AND bench.rand(i, 11) % 2 = 0 THEN bench.case_created(i) + interval '200 days' END,
            -- closed 30 to 199 days after opening, before any archiving (the prediction models read the duration)
            CASE WHEN s.status = 'closed' THEN bench.case_created(i) + (30 + bench.rand(i, 12) % 170) * interval '1 day' END
       FROM generate_series($1::bigint + 1, $2::bigint) i
       CROSS JOIN LATERAL (SELECT (ARRAY['active_treatment','active_treatment','active_treatment','active_treatment',
                                         'active_treatment','active_treatment','active_treatment','active_treatment',
                                         'attorney_review','attorney_review','attorney_review','attorney_review','attorney_review',
                                         'settlement_negotiation','settlement_negotiation','settlement_negotiation',
                                         'closed','closed','closed','closed'])[1 + bench.rand(i, 10) % 20] AS status) s`,
    [from, to, attorneyCount, mechanisms, places, injuries],
  );
  await step(
    'messages',
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, message_type, is_read, sent_date, created_at)
     SELECT i, bench.patient_clinic((i + 1) / 2), $3,
            (ARRAY['patient','attorney','insurance','internal'])[1 + bench.rand(i * 40 + j, 21) % 4],
            'Update ' || j || ' on case ' || i,
            'Treatment note ' || j || ': patient reports ' || ($4::text[])[1 + bench.rand(i * 40 + j, 22) % array_length($4, 1)] || '.',
            'internal', bench.rand(i * 40 + j, 23) % 2 = 0,
            bench.case_created(i) + j * interval '3 hours', bench.case_created(i) + j * interval '3 hours'
       FROM generate_series($1::bigint + 1, $2::bigint) i
       CROSS JOIN LATERAL generate_series(1, CASE WHEN i % 100 = 0 THEN 30 ELSE (bench.rand(i, 20) % 4)::int END) j`,
    [from, to, benchUsers.staff.id, injuries],
  );
  await step(
    'billing',
    `INSERT INTO billing (case_id, clinic_id, invoice_number, amount, adjusted_amount, description, status, due_date, paid_date,
                          payment_method, created_at, updated_at)
     SELECT i, bench.patient_clinic((i + 1) / 2), 'INV-' || i || '-' || j,
            (50 + bench.rand(i * 10 + j, 31) % 250000 / 100.0)::numeric(10,2),
            CASE WHEN bench.rand(i * 10 + j, 32) % 5 = 0 THEN (40 + bench.rand(i * 10 + j, 33) % 100000 / 100.0)::numeric(10,2) END,
            'Treatment visit ' || j, b.status,
            (bench.case_created(i) + interval '30 days')::date,
            CASE WHEN b.status = 'paid' THEN (bench.case_created(i) + interval '45 days')::date END,
            CASE WHEN b.status = 'paid' THEN 'check' END,
            bench.case_created(i) + j * interval '1 day', bench.case_created(i) + j * interval '1 day'
       FROM generate_series($1::bigint + 1, $2::bigint) i
       CROSS JOIN LATERAL generate_series(1, (bench.rand(i, 30) % 3)::int) j
       CROSS JOIN LATERAL (SELECT (ARRAY['pending','submitted','paid','paid','denied'])[1 + bench.rand(i * 10 + j, 34) % 5] AS status) b`,
    [from, to],
  );
  await growClinicalRows(step, from, to);
  await growHotPathRows(step, from, to);
  for (const index of dropped) {
    const started = Date.now();
    await client.query(index.definition);
    log(`    index ${index.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  await client.query(`SELECT setval('cases_id_seq', $1), setval('patients_id_seq', $2)`, [to, patientsTo]);
  await settleHotPathSequences(client);
  await client.query(`RESET session_replication_role`);
  await client.query(`RESET synchronous_commit`);
  // A settled database, as autovacuum leaves it: the visibility map lets counts read indexes alone,
  // and no autovacuum of the fresh rows starts in the middle of a measurement.
  await client.query('VACUUM (ANALYZE)');
  // And no checkpoint writing out the load's gigabytes of dirty pages while the next size is measured.
  await client.query('CHECKPOINT');
}
