import type { Client } from 'pg';
import { providerSpecialties } from '../../api/src/modules/provider-network/provider-network.enums';
import { benchUsers, mainClinicId } from './dataset';

/**
 * The rows of issue 27's hot paths, grown with the cases like everything else (a pure function of
 * the case or profile number, no random()), so every size holds them in proportion:
 *
 * - records requests on 4% of the cases, and eight on every case of the bench attorney (the
 *   treating clinic and seven outside providers; 24 at 1k, a full first page): mostly law firms asking the treating clinic through the
 *   platform (the clinic's inbox), some by e-mail or fax, some logged by the clinic to outside
 *   providers; each with its signed authorization (a document), and the answered platform requests
 *   with two disclosures each (a document and the statement), as the disclosure log holds them;
 * - a public provider directory of one profile per 100 cases, at least 500 (10k at 1M): two clinics
 *   (medical specialties) for every law firm (law specialties), in ten cities of six states, with
 *   languages, insurance, ratings and capacity, and open referrals to each;
 * - public intakes for 5% of the cases (the operator's desk), triaged and matched;
 * - a busy staff user: a notification for one in four of the main clinic's cases (225k at 1M), two
 *   in five of them read (the unread badge reaches its cap of 100 at every size).
 *
 * Records requests are dated around one fixed day, `hotPathsToday`, which the measured services'
 * clock reads too, so which requests are overdue never depends on the day of the run.
 */

export const hotPathsToday = '2026-11-27';
/** The directory: one profile per hundred cases, and never fewer than 500 (a region's directory). */
const profilesAt = (cases: number) => (cases === 0 ? 0 : Math.max(500, Math.floor(cases / 100)));
const cities = [
  ['Newark', 'NJ'],
  ['Trenton', 'NJ'],
  ['Camden', 'NJ'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['New York', 'NY'],
  ['Buffalo', 'NY'],
  ['Hartford', 'CT'],
  ['Wilmington', 'DE'],
  ['Baltimore', 'MD'],
] as const;
// The product's one list of specialties, split as a profile lists them: a clinic's, then a law firm's.
const medical = providerSpecialties.filter((specialty) => !specialty.endsWith('_law'));
const law = providerSpecialties.filter((specialty) => specialty.endsWith('_law'));
const insurance = [
  'pip',
  'medpay',
  'bodily_injury',
  'um_uim',
  'health_insurance',
  'medicare',
  'medicaid',
  'workers_comp',
];
const languages = ['Spanish', 'Portuguese', 'Polish', 'Mandarin', 'Korean'];

type Step = (label: string, sql: string, params: unknown[]) => Promise<void>;

/** The hot paths' rows of cases from+1..to (called by growCases, in its bulk session: no FK triggers). */
export async function growHotPathRows(step: Step, from: number, to: number): Promise<void> {
  // A request per chosen case: its authorization first (a document of the case), then the request.
  await step(
    'records requests',
    `WITH req AS (
       SELECT c.id AS case_id, c.patient_id, c.clinic_id, c.attorney_id, cl.name AS clinic_name, k,
              CASE WHEN c.attorney_id = $3 OR bench.rand(c.id, 61) % 100 < 80 THEN 'attorney' ELSE 'clinic' END AS side,
              CASE WHEN k = 1 THEN bench.rand(c.id, 62) % 100 ELSE (ARRAY[70, 80, 95, 72, 85, 65, 99])[k - 1] END AS method_roll,
              bench.rand(c.id * 8 + k, 63) % 100 AS status_roll,
              $4::date - (bench.rand(c.id * 8 + k, 64) % 120)::int AS created_day
         FROM cases c JOIN clinics cl ON cl.id = c.clinic_id
         -- the bench attorney's cases: eight providers asked each (the treating clinic and seven outside)
         CROSS JOIN LATERAL generate_series(1, CASE WHEN c.attorney_id = $3 THEN 8 ELSE 1 END) k
        WHERE c.id > $1 AND c.id <= $2 AND (bench.rand(c.id, 60) % 25 = 0 OR c.attorney_id = $3)
     ), shaped AS (
       SELECT req.*, m.method,
              CASE WHEN m.method <> 'platform' AND status_roll < 10 THEN 'pending'
                   WHEN status_roll < 40 THEN 'sent' WHEN status_roll < 50 THEN 'partial'
                   WHEN status_roll < 85 THEN 'received' ELSE 'cancelled' END AS status
         FROM req CROSS JOIN LATERAL (SELECT CASE
                WHEN side = 'attorney' AND (method_roll < 60 OR (attorney_id = $3 AND k = 1)) THEN 'platform'
                WHEN method_roll < 75 THEN 'email' WHEN method_roll < 90 THEN 'fax' ELSE 'portal' END AS method) m
     ), auth AS (
       INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type,
                              upload_date, created_at)
       SELECT case_id, clinic_id, NULL, 'authorization-' || case_id || '.pdf', 'pdf', 120000,
              'bench/records/authorization-' || case_id || '.pdf', 'legal_document', created_day - 1, created_day - 1
         FROM shaped WHERE k = 1 RETURNING id, case_id
     )
     INSERT INTO records_retrieval
       (case_id, patient_id, clinic_id, requester_side, attorney_id, provider_clinic_id, provider_name, provider_type,
        provider_email, provider_fax, record_type, request_method, authorization_document_id, requested_by, priority,
        status, request_sent_date, due_date, follow_up_count, received_date, completion_time, documents_received,
        automated_reminders, cancel_reason, created_at, updated_at)
     SELECT s.case_id, s.patient_id, s.clinic_id, s.side, CASE WHEN s.side = 'attorney' THEN s.attorney_id END,
            CASE WHEN s.method = 'platform' THEN s.clinic_id END,
            CASE WHEN s.method = 'platform' THEN s.clinic_name
                 ELSE (ARRAY['Springfield Imaging Center', 'County General Hospital', 'Patel Orthopedics', 'Riverside Physical Therapy'])[1 + (s.case_id + s.k) % 4] END,
            CASE WHEN s.method = 'platform' THEN 'clinic'
                 ELSE (ARRAY['imaging', 'hospital', 'physician', 'physical_therapy'])[1 + (s.case_id + s.k) % 4] END,
            CASE WHEN s.method = 'email' THEN 'records' || (s.case_id + s.k) % 4 || '@provider.test' END,
            CASE WHEN s.method = 'fax' THEN '555-0100' END,
            (ARRAY['medical_records', 'billing_records', 'records_and_bills', 'imaging'])[1 + bench.rand(s.case_id * 8 + s.k, 66) % 4],
            s.method, a.id,
            CASE WHEN s.side = 'clinic' AND s.clinic_id = $5 THEN $6 WHEN s.side = 'attorney' AND s.attorney_id = $3 THEN $7 END,
            (ARRAY['low', 'normal', 'normal', 'high', 'urgent'])[1 + bench.rand(s.case_id * 8 + s.k, 67) % 5],
            s.status,
            CASE WHEN s.status <> 'pending' THEN s.created_day::timestamptz + interval '10 hours' END,
            s.created_day + 30,
            CASE WHEN s.status IN ('sent', 'partial') THEN (bench.rand(s.case_id * 8 + s.k, 68) % 3)::int ELSE 0 END,
            CASE WHEN s.status IN ('partial', 'received') THEN s.created_day + 7 + interval '15 hours' END,
            CASE WHEN s.status = 'received' THEN 7 * 24 * 60 + 300 END,
            CASE WHEN s.status IN ('partial', 'received') THEN ARRAY['medical_records'] ELSE '{}' END,
            true, CASE WHEN s.status = 'cancelled' THEN 'Case settled' END,
            s.created_day::timestamptz + interval '9 hours', s.created_day::timestamptz + interval '9 hours'
       FROM shaped s JOIN auth a ON a.case_id = s.case_id`,
    [
      from,
      to,
      benchUsers.attorney.attorneyId,
      hotPathsToday,
      mainClinicId,
      benchUsers.staff.id,
      benchUsers.attorney.id,
    ],
  );
  // The answered platform requests' disclosure log: a document of the patient and the statement each.
  await step(
    'records disclosures',
    `WITH answered AS (
       SELECT r.id, r.case_id, r.provider_clinic_id, r.authorization_document_id, r.received_date
         FROM records_retrieval r
        WHERE r.case_id > $1 AND r.case_id <= $2 AND r.request_method = 'platform' AND r.status IN ('partial', 'received')
     ), docs AS (
       INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type,
                              upload_date, created_at)
       SELECT a.case_id, a.provider_clinic_id, NULL, f.name, 'pdf', 250000, 'bench/records/' || a.id || '-' || f.name,
              f.type, a.received_date - interval '1 hour', a.received_date - interval '1 hour'
         FROM answered a
        CROSS JOIN LATERAL (VALUES ('visit-notes-' || a.case_id || '.pdf', 'medical_record'),
                                   ('statement-' || a.case_id || '.pdf', 'report')) f(name, type)
       RETURNING id, case_id, file_name
     )
     INSERT INTO records_disclosures (request_id, clinic_id, document_id, kind, file_name, authorization_document_id,
                                      disclosed_by, disclosed_at)
     SELECT a.id, a.provider_clinic_id, d.id, CASE WHEN d.file_name LIKE 'statement-%' THEN 'statement' ELSE 'document' END,
            d.file_name, a.authorization_document_id, NULL, a.received_date
       FROM docs d JOIN answered a ON a.case_id = d.case_id`,
    [from, to],
  );
  // The directory: profile n belongs to a new clinic (two in three) or a new law firm, ids 1000 + n.
  const profilesFrom = profilesAt(from);
  const profilesTo = profilesAt(to);
  if (profilesTo > profilesFrom) {
    await step(
      'directory owners',
      `WITH n AS (SELECT n, (bench.rand(n, 90) % 10)::int + 1 AS place FROM generate_series($1::int + 1, $2::int) n)
       , clinics_in AS (
         INSERT INTO clinics (id, name, city, state, email, billing_status)
         SELECT 1000 + n, 'Directory Clinic ' || n, ($3::text[])[place], ($4::text[])[place], 'directory' || n || '@clinic.test', 'active'
           FROM n WHERE n % 3 <> 0 RETURNING 1)
       INSERT INTO attorneys (id, first_name, last_name, email, firm_name, phone, has_account)
       SELECT 1000 + n, 'Counsel', 'Number ' || n, 'directory' || n || '@firm.test', 'Directory Injury Law ' || n, '555-0200', false
         FROM n WHERE n % 3 = 0`,
      [profilesFrom, profilesTo, cities.map((c) => c[0]), cities.map((c) => c[1])],
    );
    await step(
      'provider profiles',
      `INSERT INTO provider_profiles (clinic_id, attorney_id, is_public, profile_slug, display_name, profile_type,
                                      specializations, coverage_areas, languages_spoken, accepted_insurance,
                                      accepting_new_patients, average_rating, review_count, city, state, bio, created_at, updated_at)
       SELECT CASE WHEN n % 3 <> 0 THEN 1000 + n END, CASE WHEN n % 3 = 0 THEN 1000 + n END, bench.rand(n, 91) % 10 <> 0,
              'bench-provider-' || n,
              CASE WHEN n % 3 = 0 THEN 'Directory Injury Law ' || n ELSE ($3::text[])[place] || ' Care Center ' || n END,
              CASE WHEN n % 3 = 0 THEN 'attorney' ELSE 'clinic' END,
              CASE WHEN n % 3 = 0 THEN ARRAY[($6::text[])[1 + bench.rand(n, 92) % 4]]
                   ELSE ARRAY[($5::text[])[1 + bench.rand(n, 92) % 9]]
                        || CASE WHEN bench.rand(n, 93) % 2 = 0 THEN ARRAY[($5::text[])[1 + bench.rand(n, 94) % 9]] ELSE '{}' END END,
              ARRAY[($3::text[])[place] || ', ' || ($4::text[])[place]]
                || CASE WHEN bench.rand(n, 95) % 3 = 0 THEN ARRAY[($4::text[])[1 + bench.rand(n, 96) % 10]] ELSE '{}' END,
              ARRAY['English'] || CASE WHEN bench.rand(n, 97) % 3 = 0 THEN ARRAY[($8::text[])[1 + bench.rand(n, 98) % 5]] ELSE '{}' END,
              ARRAY[($7::text[])[1 + bench.rand(n, 99) % 8], ($7::text[])[1 + bench.rand(n, 100) % 8]],
              bench.rand(n, 101) % 8 <> 0,
              CASE WHEN bench.rand(n, 102) % 5 <> 0 THEN (30 + bench.rand(n, 103) % 21) / 10.0 END,
              CASE WHEN bench.rand(n, 102) % 5 <> 0 THEN 1 + (bench.rand(n, 104) % 40)::int ELSE 0 END,
              ($3::text[])[place], ($4::text[])[place], 'Serving injured patients since ' || (1990 + n % 30) || '.',
              timestamptz '2024-01-01 00:00:00+00' + n * interval '1 hour', timestamptz '2024-01-01 00:00:00+00' + n * interval '1 hour'
         FROM (SELECT n, (bench.rand(n, 90) % 10)::int + 1 AS place FROM generate_series($1::int + 1, $2::int) n) n`,
      [profilesFrom, profilesTo, cities.map((c) => c[0]), cities.map((c) => c[1]), medical, law, insurance, languages],
    );
    // Open referrals to the profiles (the ranking's capacity factor): a quarter of them are busy (10+).
    await step(
      'provider referrals',
      `INSERT INTO provider_matches (clinic_id, source, requested_specialty, matched_provider_id, match_score,
                                     match_criteria, status, contact_attempts, sla_deadline, created_at, updated_at)
       SELECT $3, 'clinic', p.specializations[1], p.id, 60 + k, '[]', CASE WHEN k % 2 = 0 THEN 'pending' ELSE 'contacted' END,
              k % 2, $4::timestamptz + k * interval '1 hour', $4::timestamptz - interval '1 day', $4::timestamptz - interval '1 day'
         FROM provider_profiles p
        CROSS JOIN LATERAL generate_series(1, CASE WHEN bench.rand(p.id, 105) % 4 = 0 THEN 10 + (bench.rand(p.id, 106) % 3)::int
                                                  ELSE (bench.rand(p.id, 106) % 3)::int END) k
        WHERE p.profile_slug ~ '^bench-provider-[0-9]+$'
          AND substring(p.profile_slug FROM 16)::int > $1 AND substring(p.profile_slug FROM 16)::int <= $2`,
      [profilesFrom, profilesTo, mainClinicId, `${hotPathsToday}T12:00:00Z`],
    );
  }
  // The operator's intake desk: 5% of the cases began as a public intake two days before.
  await step(
    'public intakes',
    `INSERT INTO public_intake (intake_code, first_name, last_name, email, phone, injury_date, injury_type,
       injury_description, location_city, location_state, insurance_carrier, has_attorney, attorney_name,
       has_medical_provider, provider_name, urgency_level, estimated_case_value, triage_score, triage_reasons,
       matched_attorney_id, matched_clinic_id, match_reasons, conversion_status, contacted_at, converted_at, closed_at,
       close_reason, converted_case_id, consent_at, consent_text_version, language, source, utm_params, ip_address,
       created_at, updated_at)
     SELECT 'IN-B' || lpad(c.id::text, 7, '0'), p.first_name, p.last_name, 'intake' || c.id || '@mail.test',
            '555-' || lpad((bench.rand(c.id, 81) % 10000000)::text, 7, '0'), c.accident_date, c.case_type,
            c.description, 'Springfield', 'NJ', CASE WHEN bench.rand(c.id, 82) % 2 = 0 THEN 'State Farm' END,
            false, NULL, bench.rand(c.id, 83) % 3 = 0, CASE WHEN bench.rand(c.id, 83) % 3 = 0 THEN 'Urgent care' END,
            (ARRAY['low', 'medium', 'medium', 'high'])[1 + bench.rand(c.id, 84) % 4], NULL, t.score,
            jsonb_build_array(jsonb_build_object('factor', 'injury_type', 'points', 20, 'text', 'Auto accident'),
                              jsonb_build_object('factor', 'recency', 'points', t.score - 20, 'text', 'Injured recently')),
            CASE WHEN bench.rand(c.id, 85) % 3 <> 0 THEN c.attorney_id END, c.clinic_id,
            jsonb_build_array(jsonb_build_object('factor', 'clinic', 'points', 30, 'text', 'Treats ' || c.case_type || ' injuries nearby')),
            s.status,
            CASE WHEN s.status <> 'new' THEN c.created_at - interval '1 day' END,
            CASE WHEN s.status = 'converted' THEN c.created_at END,
            CASE WHEN s.status = 'closed' THEN c.created_at END,
            CASE WHEN s.status = 'closed' THEN 'Could not reach them' END,
            CASE WHEN s.status = 'converted' THEN c.id END,
            c.created_at - interval '2 days', '2026-01', CASE WHEN bench.rand(c.id, 86) % 5 = 0 THEN 'es' ELSE 'en' END,
            'landing', CASE WHEN bench.rand(c.id, 87) % 2 = 0 THEN '{"utm_source": "google"}'::jsonb ELSE '{}'::jsonb END,
            '203.0.113.' || (c.id % 250), c.created_at - interval '2 days', c.created_at - interval '2 days'
       FROM cases c JOIN patients p ON p.id = c.patient_id
       CROSS JOIN LATERAL (SELECT (20 + bench.rand(c.id, 88) % 81)::int AS score) t
       CROSS JOIN LATERAL (SELECT (ARRAY['new', 'new', 'new', 'contacted', 'contacted', 'converted', 'converted', 'closed'])[1 + bench.rand(c.id, 89) % 8] AS status) s
      WHERE c.id > $1 AND c.id <= $2 AND bench.rand(c.id, 80) % 20 = 0`,
    [from, to],
  );
  // The busy user: the bench staff user hears of one in four of the main clinic's cases, three in five unread
  // (over 100 unread from 1k cases on, so the badge counts to its cap at every size).
  await step(
    'notifications',
    `INSERT INTO notifications (user_id, kind, title, body, link, case_id, clinic_id, delivery, read_at, emailed_at, created_at)
     SELECT $3, (ARRAY['message', 'bill_status', 'reduction'])[1 + bench.rand(c.id, 71) % 3],
            'New activity on ' || c.case_number, 'Open the case to see what changed.', '/cases/' || c.id, c.id, c.clinic_id,
            'immediately', CASE WHEN bench.rand(c.id, 72) % 5 < 2 THEN c.created_at + interval '3 hours' END,
            c.created_at + interval '1 hour', c.created_at + interval '1 hour'
       FROM cases c WHERE c.id > $1 AND c.id <= $2 AND c.clinic_id = $4 AND bench.rand(c.id, 70) % 4 = 0`,
    [from, to, benchUsers.staff.id, mainClinicId],
  );
}

/** After a growth step: the sequences of the tables given explicit ids. */
export async function settleHotPathSequences(client: Client): Promise<void> {
  await client.query(
    `SELECT setval('clinics_id_seq', (SELECT max(id) FROM clinics)), setval('attorneys_id_seq', (SELECT max(id) FROM attorneys))`,
  );
}
