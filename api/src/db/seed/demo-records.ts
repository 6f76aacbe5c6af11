import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource, EntityManager } from 'typeorm';
import { renderBusinessDocument } from '../../platform/pdf/business-document';
import type { DocumentStorage } from '../../platform/storage/document-storage';
import { createRandom } from './random';

/** Where the demo's records files live in document storage (written after the load, see below). */
const demoRecordsPrefix = 'demo/records/';

interface CaseRow {
  id: number;
  patientId: number;
  clinicId: number;
  attorneyId: number | null;
  lastName: string;
  firstName: string;
}

type Plan = {
  status: 'pending' | 'sent' | 'received' | 'partial' | 'cancelled';
  method: 'platform' | 'email' | 'fax' | 'portal';
  provider: string;
  providerType: 'clinic' | 'physician' | 'hospital' | 'imaging' | 'physical_therapy';
  recordType: 'medical_records' | 'billing_records' | 'records_and_bills' | 'imaging';
  /** Days ago the request was made; it is sent then unless pending. */
  madeDaysAgo: number;
  /** Days from today to the due date (negative: past due). */
  dueInDays: number;
  followUps: number;
  receivedDaysAgo?: number;
  documents?: string[];
  missing?: string;
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  cancelReason?: string;
  notes?: string;
};

/** The demo attorney's requests, on Harper Law's Northside cases: every state, one overdue (decision 430). */
const attorneyPlans: Plan[] = [
  {
    status: 'pending',
    method: 'fax',
    provider: 'Garden State Imaging',
    providerType: 'imaging',
    recordType: 'imaging',
    madeDaysAgo: 1,
    dueInDays: 13,
    followUps: 0,
    notes: 'MRI of the lumbar spine and the radiologist report',
  },
  {
    status: 'sent',
    method: 'platform',
    provider: 'Northside Chiropractic',
    providerType: 'clinic',
    recordType: 'records_and_bills',
    madeDaysAgo: 16,
    dueInDays: 3,
    followUps: 2,
    priority: 'high',
    notes: 'Records and itemized bills since the accident, for the demand package',
  },
  {
    status: 'sent',
    method: 'email',
    provider: 'Saint Barnabas Medical Center',
    providerType: 'hospital',
    recordType: 'medical_records',
    madeDaysAgo: 25,
    dueInDays: -4,
    followUps: 3,
    priority: 'urgent',
    notes: 'Emergency department records from the day of the accident',
  },
  {
    status: 'received',
    method: 'platform',
    provider: 'Northside Chiropractic',
    providerType: 'clinic',
    recordType: 'medical_records',
    madeDaysAgo: 14,
    dueInDays: 0,
    followUps: 0,
    receivedDaysAgo: 12,
    documents: ['Initial examination report', 'Treatment notes, first four weeks'],
  },
  {
    status: 'partial',
    method: 'platform',
    provider: 'Northside Chiropractic',
    providerType: 'clinic',
    recordType: 'records_and_bills',
    madeDaysAgo: 9,
    dueInDays: 5,
    followUps: 0,
    receivedDaysAgo: 3,
    documents: ['Re-examination report'],
    missing: 'The itemized statement after the last visit; the X-ray films',
  },
  {
    status: 'cancelled',
    method: 'fax',
    provider: 'Essex Physical Therapy',
    providerType: 'physical_therapy',
    recordType: 'billing_records',
    madeDaysAgo: 20,
    dueInDays: 2,
    followUps: 1,
    cancelReason: 'The client never treated there; the referral went to another practice',
  },
];

/** Northside's own request to an outside provider (its "Our requests" tab). */
const clinicPlan: Plan = {
  status: 'sent',
  method: 'email',
  provider: 'Valley Orthopedic Associates',
  providerType: 'physician',
  recordType: 'medical_records',
  madeDaysAgo: 6,
  dueInDays: 8,
  followUps: 0,
  notes: 'Orthopedic consult note and imaging read, for the treatment plan',
};

const day = 86_400_000;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/**
 * Records retrieval's demo (decision 430): the demo attorney's requests on Harper Law's Northside
 * cases in every state (pending, sent with follow-ups, overdue, received complete and partial with
 * their disclosures, cancelled), and one Northside logs to an outside provider. Deterministic (seeded
 * PRNG, days counted from `today`). The signed authorizations and the disclosed documents are
 * documents of each case; their PDF files are written by `writeDemoRecordsFiles` once the app's
 * storage exists.
 */
export async function seedDemoRecords(manager: EntityManager, today: Date): Promise<void> {
  const random = createRandom(27_370);
  const [people] = (await manager.query(
    `SELECT (SELECT id FROM clinics WHERE name = 'Northside Chiropractic' ORDER BY id LIMIT 1) AS "northside",
            (SELECT u.id FROM users u JOIN attorneys a ON a.id = u.attorney_id
              WHERE a.email = 'attorney@harper-law.demo' AND u.role = 'attorney' ORDER BY u.email LIMIT 1) AS "attorneyUser",
            (SELECT id FROM attorneys WHERE email = 'attorney@harper-law.demo') AS "attorneyId"`,
  )) as { northside: number | null; attorneyUser: string | null; attorneyId: number | null }[];
  if (!people?.northside || !people.attorneyUser || !people.attorneyId) return;
  const staff = (await manager.query(
    `SELECT id, role FROM users WHERE clinic_id = $1 AND role IN ('clinic_staff', 'clinic_admin') AND is_active
      ORDER BY role DESC, email`,
    [people.northside],
  )) as { id: string; role: string }[];
  const staffUser = staff[0]?.id ?? null;
  const cases = (await manager.query(
    `SELECT c.id, c.patient_id AS "patientId", c.clinic_id AS "clinicId", c.attorney_id AS "attorneyId",
            p.last_name AS "lastName", p.first_name AS "firstName"
       FROM cases c JOIN patients p ON p.id = c.patient_id
      WHERE c.clinic_id = $1 AND c.attorney_id = $2 AND c.status <> 'closed' AND c.archived_at IS NULL
      ORDER BY c.id LIMIT 8`,
    [people.northside, people.attorneyId],
  )) as CaseRow[];
  // The walk's case (the first) keeps a short list; the demo starts on the second.
  const plannedCases = cases.length > 1 ? cases.slice(1) : cases;
  if (!plannedCases.length) return;

  const document = async (
    record: CaseRow,
    name: string,
    uploadedBy: string | null,
    at: Date,
    documentType: string,
    description: string,
  ) => {
    const fileName = `${slug(name)}-${slug(record.lastName)}.pdf`;
    const [{ id }] = (await manager.query(
      `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path, document_type,
                              description, is_confidential, upload_date)
       VALUES ($1, $2, $3, $4, 'application/pdf', 2048, $5, $6, $7, $8, $9) RETURNING id`,
      [
        record.id,
        record.clinicId,
        uploadedBy,
        fileName,
        `${demoRecordsPrefix}${record.id}-${slug(name)}-${random.int(1000, 9999)}`,
        documentType,
        description,
        documentType !== 'legal_document',
        at,
      ],
    )) as { id: number }[];
    return { id, fileName };
  };

  const insert = async (record: CaseRow, plan: Plan, side: 'attorney' | 'clinic') => {
    const requester = side === 'attorney' ? people.attorneyUser : staffUser;
    const made = new Date(today.getTime() - plan.madeDaysAgo * day - random.int(1, 6) * 3_600_000);
    const authorization = await document(
      record,
      'HIPAA authorization',
      requester,
      new Date(made.getTime() - 3_600_000),
      'legal_document',
      `Signed authorization to release records of ${record.firstName} ${record.lastName}`,
    );
    const sent = plan.status === 'pending' ? null : made;
    const received = plan.receivedDaysAgo === undefined ? null : new Date(today.getTime() - plan.receivedDaysAgo * day);
    const open = plan.status === 'sent' || plan.status === 'partial' || plan.status === 'pending';
    const lastFollowUp = plan.followUps > 0 && sent ? new Date(sent.getTime() + plan.followUps * 7 * day) : null;
    const nextReminder = open && sent ? new Date(sent.getTime() + (plan.followUps + 1) * 7 * day) : null;
    const due = new Date(today.getTime() + plan.dueInDays * day);
    const [{ id }] = (await manager.query(
      `INSERT INTO records_retrieval (case_id, patient_id, clinic_id, requester_side, attorney_id, provider_clinic_id,
              provider_name, provider_type, provider_email, provider_fax, record_type, request_method,
              authorization_document_id, requested_by, assigned_to, priority, status, request_sent_date, due_date,
              follow_up_count, last_follow_up_date, received_date, completion_time, documents_received,
              missing_documents, automated_reminders, next_reminder_date, overdue_notified_at, cancel_reason, notes,
              created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
               $23, $24, $25, true, $26, $27, $28, $29, $30, $31) RETURNING id`,
      [
        record.id,
        record.patientId,
        record.clinicId,
        side,
        side === 'attorney' ? people.attorneyId : null,
        plan.method === 'platform' ? people.northside : null,
        plan.provider,
        plan.providerType,
        plan.method === 'email' ? `records@${slug(plan.provider)}.demo` : null,
        plan.method === 'fax' ? '(973) 555-0142' : null,
        plan.recordType,
        plan.method,
        authorization.id,
        requester,
        requester,
        plan.priority ?? 'normal',
        plan.status,
        sent,
        dateOf(due),
        plan.followUps,
        lastFollowUp,
        received,
        received && sent ? Math.round((received.getTime() - sent.getTime()) / 60_000) : null,
        plan.documents ?? [],
        plan.missing ?? null,
        nextReminder,
        open && plan.dueInDays < 0 ? new Date(due.getTime() + day + 6 * 3_600_000) : null,
        plan.cancelReason ?? null,
        plan.notes ?? null,
        made,
        received ?? lastFollowUp ?? made,
      ],
    )) as { id: number }[];
    // An on-platform answer: each document the clinic sent is a disclosure under the authorization.
    if (received && plan.method === 'platform') {
      const disclosed = [...(plan.documents ?? [])];
      if (plan.status === 'received' && plan.recordType !== 'medical_records') disclosed.push('Itemized statement');
      for (const [index, name] of disclosed.entries()) {
        const file = await document(
          record,
          name,
          staffUser,
          new Date(received.getTime() - (index + 1) * 600_000),
          name === 'Itemized statement' ? 'report' : 'medical_record',
          `${name} sent in answer to records request ${id}`,
        );
        await manager.query(
          `INSERT INTO records_disclosures (request_id, clinic_id, document_id, kind, file_name, authorization_document_id,
                                            disclosed_by, disclosed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            people.northside,
            file.id,
            name === 'Itemized statement' ? 'statement' : 'document',
            file.fileName,
            authorization.id,
            staffUser,
            received,
          ],
        );
      }
    }
  };

  for (const [index, plan] of attorneyPlans.entries())
    await insert(plannedCases[index % plannedCases.length], plan, 'attorney');
  await insert(plannedCases[plannedCases.length - 1], clinicPlan, 'clinic');
}

/**
 * Writes a small PDF for each demo records document whose file is not stored yet (the load runs in
 * one transaction before the app and its storage exist). Idempotent: a stored file is left alone.
 */
export async function writeDemoRecordsFiles(dataSource: DataSource, storage: DocumentStorage): Promise<number> {
  const rows = (await dataSource.query(
    `SELECT d.file_path AS key, d.file_name AS "fileName", d.description, d.upload_date AS "uploadDate",
            cl.name AS "clinicName", p.first_name || ' ' || p.last_name AS "patientName"
       FROM documents d JOIN clinics cl ON cl.id = d.clinic_id JOIN cases c ON c.id = d.case_id
       JOIN patients p ON p.id = c.patient_id
      WHERE d.file_path LIKE $1 ORDER BY d.id`,
    [`${demoRecordsPrefix}%`],
  )) as {
    key: string;
    fileName: string;
    description: string | null;
    uploadDate: Date;
    clinicName: string;
    patientName: string;
  }[];
  let written = 0;
  for (const row of rows) {
    try {
      const existing = await storage.read(row.key);
      existing.destroy();
      continue;
    } catch {
      // Not stored yet: written below.
    }
    const pdf = await renderBusinessDocument({
      letterhead: { name: row.clinicName, lines: [] },
      title: row.description ?? row.fileName,
      facts: [
        ['Patient', row.patientName],
        ['Dated', row.uploadDate.toISOString().slice(0, 10)],
      ],
      paragraphs: ['Demo data: not a real medical or legal record.'],
      subject: row.fileName,
    });
    const local = path.join(os.tmpdir(), `demo-record-${randomUUID()}.pdf`);
    await writeFile(local, pdf);
    try {
      await storage.putFile(row.key, local, 'application/pdf', pdf.length);
    } finally {
      await rm(local, { force: true });
    }
    written += 1;
  }
  return written;
}
