import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { LiveHub } from '../../api/src/platform/events/live-hub';
import { Role } from '../../api/src/platform/access/role';
import type { Scope } from '../../api/src/platform/access/scope';
import { TimelineService } from '../../api/src/modules/timeline/timeline.service';
import type { TimelineItem } from '../../api/src/modules/timeline/timeline.type';
import { providerId } from './clinical-dataset';
import { benchUsers, mainClinicId } from './dataset';
import type { InProcessQuestion } from './in-process';

const timelineCaseNumber = 'BENCH-TIMELINE-500';
/**
 * Above the cases of every size: growing the data to the next size inserts cases 1..N by id, which
 * ran into a timeline case numbered from the sequence (the full run's 10k step failed on it).
 */
const timelineCaseId = 2_000_000_000;
const pageSize = 25;

const attorney: Scope = {
  userId: benchUsers.attorney.id,
  role: Role.attorney,
  clinicId: null,
  attorneyId: benchUsers.attorney.attorneyId,
  displayName: 'Bench Attorney',
  sessionId: 'bench',
  request: { requestId: 'bench', ip: null, userAgent: null },
};

/**
 * The timeline case: 511 events of every kind on one case of the main clinic, held by the bench
 * attorney: 150 visits (booked + attended), 60 messages (10 internal), 50 documents, 50 bills with 30
 * payments, 10 reductions, 10 status changes, the opening. Made once per database.
 */
export async function ensureTimelineCase(client: Client): Promise<number> {
  const existing = await client.query<{ id: number }>(`SELECT id FROM cases WHERE case_number = $1`, [
    timelineCaseNumber,
  ]);
  if (existing.rows[0]) return existing.rows[0].id;
  const {
    rows: [record],
  } = await client.query<{ id: number }>(
    `INSERT INTO cases (id, case_number, patient_id, attorney_id, clinic_id, case_type, created_at)
     SELECT $4, $1, patient_id, $2, clinic_id, case_type, timestamptz '2023-01-01 08:00:00+00'
       FROM cases WHERE clinic_id = $3 ORDER BY id LIMIT 1 RETURNING id`,
    [timelineCaseNumber, benchUsers.attorney.attorneyId, mainClinicId, timelineCaseId],
  );
  const params = [record.id, mainClinicId, providerId(1), benchUsers.staff.id];
  const day = (n: string) => `timestamptz '2023-01-02 00:00:00+00' + ${n} * interval '1 day'`;
  await client.query(
    `INSERT INTO appointments (clinic_id, patient_id, case_id, provider_id, appointment_type_id, status, scheduled_start,
                               scheduled_end, actual_start, created_by, created_at)
     SELECT $2, c.patient_id, $1, $3, 1, 'completed', ${day('v')} + interval '7 hours',
            ${day('v')} + interval '7 hours 30 minutes', ${day('v')} + interval '7 hours', $4, ${day('v')} - interval '2 days'
       FROM cases c CROSS JOIN generate_series(1, 150) v WHERE c.id = $1`,
    params,
  );
  await client.query(
    `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, sent_date)
     SELECT $1, $2, $3, CASE WHEN v % 6 = 0 THEN 'internal' ELSE 'attorney' END, 'Update ' || v, 'Text', ${day('v * 2')} + interval '12 hours'
       FROM generate_series(1, 60) v`,
    [record.id, mainClinicId, benchUsers.staff.id],
  );
  await client.query(
    `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, upload_date)
     SELECT $1, $2, $3, 'record-' || v || '.pdf', 'pdf', 1000, 'bench/timeline-' || $1::int || '-' || v || '.pdf', ${day('v * 3')} + interval '9 hours'
       FROM generate_series(1, 50) v`,
    [record.id, mainClinicId, benchUsers.staff.id],
  );
  await client.query(
    `WITH bills AS (
       INSERT INTO billing (case_id, clinic_id, invoice_number, amount, status, created_at)
       SELECT $1, $2, 'TL-' || $1::int || '-' || v, 140.00, CASE WHEN v % 10 = 0 THEN 'pending' ELSE 'submitted' END, ${day('v * 3')} + interval '10 hours'
         FROM generate_series(1, 50) v RETURNING id, created_at)
     INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, created_at)
     SELECT $1, $2, 'payment', 140.00, 'Payment', created_at + interval '30 days' FROM bills WHERE id % 5 < 3 LIMIT 30`,
    [record.id, mainClinicId],
  );
  await client.query(
    `INSERT INTO bill_reduction_requests (case_id, clinic_id, requested_by, original_amount, requested_amount, reason,
                                          status, resolved_at, created_at)
     SELECT $1, $2, NULL, 1000, 200, 'Limits', 'rejected', ${day('v * 30')} + interval '1 day', ${day('v * 30')}
       FROM generate_series(1, 5) v`,
    [record.id, mainClinicId],
  );
  await client.query(
    `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, old_values, new_values, changed_at)
     SELECT $2, 'case', $1::int::text, 'update', $3, '{"status":"active_treatment"}', '{"status":"attorney_review"}', ${day('v * 30')} + interval '15 hours'
       FROM generate_series(1, 10) v`,
    [record.id, mainClinicId, benchUsers.staff.id],
  );
  await client.query(
    'ANALYZE appointments, messages, documents, billing, case_ledger_entries, bill_reduction_requests',
  );
  return record.id;
}

/**
 * C5: the first page (25) of a case's timeline with 511 events, as its attorney opens the Timeline
 * tab: every source read by its own rule, merged newest first. Checked against SQL: the newest 25
 * items the attorney may read (no internal message, no pending bill).
 */
export function timelineQuestion(dataSource: DataSource, caseId: number): InProcessQuestion {
  const hub = { publish: () => Promise.resolve() } as unknown as LiveHub;
  const timeline = new TimelineService(dataSource, hub);
  return {
    id: 'C5',
    title: "Timeline: the first page of a 511-event case's timeline, as its attorney reads it",
    run: () => timeline.page(attorney, { caseId, first: pageSize }),
    normalize: (answer) =>
      (answer as { nodes: TimelineItem[] }).nodes.map((item) => `${item.kind}:${item.occurredAt.toISOString()}`),
    golden: async (admin) => {
      const { rows } = await admin.query<{ item: string }>(
        `SELECT kind || ':' || to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS item FROM (
           SELECT 'visit' AS kind, created_at AS at FROM appointments WHERE case_id = $1
           UNION ALL SELECT 'visit', actual_start FROM appointments WHERE case_id = $1
           UNION ALL SELECT 'message', sent_date FROM messages WHERE case_id = $1 AND recipient_type <> 'internal'
           UNION ALL SELECT 'document', upload_date FROM documents WHERE case_id = $1
           UNION ALL SELECT 'billing', created_at FROM billing WHERE case_id = $1 AND status <> 'pending'
           UNION ALL SELECT 'billing', created_at FROM case_ledger_entries WHERE case_id = $1 AND kind <> 'charge'
           UNION ALL SELECT 'reduction', created_at FROM bill_reduction_requests WHERE case_id = $1
           UNION ALL SELECT 'reduction', resolved_at FROM bill_reduction_requests WHERE case_id = $1
           UNION ALL SELECT 'status', changed_at FROM audit_logs WHERE entity_type = 'case' AND entity_id = $1::text
           UNION ALL SELECT 'status', created_at FROM cases WHERE id = $1) e
          ORDER BY at DESC, kind DESC LIMIT ${pageSize}`,
        [caseId],
      );
      return rows.map((row) => row.item);
    },
  };
}
