import type { EntityManager } from 'typeorm';
import { raiseBillForSignedNote } from '../../modules/billing/coded-bills';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import type { NoteProcedure } from '../../modules/treatment-notes/treatment-note.entity';
import { createRandom, type Random } from './random';

/**
 * The demo clinics' fee schedules (our own descriptions: CPT descriptors are licensed, decision 158)
 * and a signed SOAP note with codes for every completed appointment that has none. The demo schedule
 * is another seed's; with no completed appointments only the fee schedules are written.
 */
const feeSchedule: [code: string, description: string, fee: string, defaultUnits: number][] = [
  ['99203', 'New patient exam, moderate (about 30 minutes)', '150.00', 1],
  ['99204', 'New patient exam, comprehensive (about 45 minutes)', '210.00', 1],
  ['99213', 'Established patient re-exam, moderate', '95.00', 1],
  ['98940', 'Spinal adjustment, one or two regions', '45.00', 1],
  ['98941', 'Spinal adjustment, three or four regions', '60.00', 1],
  ['98942', 'Spinal adjustment, five regions', '75.00', 1],
  ['98943', 'Extremity adjustment', '40.00', 1],
  ['97110', 'Therapeutic exercise, each 15 minutes', '40.00', 2],
  ['97112', 'Neuromuscular re-education, each 15 minutes', '42.00', 1],
  ['97140', 'Manual therapy, each 15 minutes', '40.00', 1],
  ['97012', 'Mechanical traction', '30.00', 1],
  ['97014', 'Electrical stimulation, unattended', '25.00', 1],
  ['97035', 'Ultrasound, each 15 minutes', '28.00', 1],
  ['72040', 'X-ray, cervical spine, two or three views', '85.00', 1],
  ['72100', 'X-ray, lumbar spine, two or three views', '85.00', 1],
];

/** Typical injury pictures: diagnoses in pointer order. */
export const presentations: string[][] = [
  ['S13.4XXA', 'S16.1XXA', 'M54.2', 'V43.52XA'],
  ['S33.5XXA', 'S39.012A', 'M54.50', 'V43.52XA'],
  ['S13.4XXA', 'S23.3XXA', 'M99.01', 'V43.62XA'],
  ['S13.4XXA', 'S33.5XXA', 'M54.12', 'V47.5XXA'],
  ['S16.1XXA', 'G44.309', 'M62.830', 'V43.51XA'],
];

const complaints = [
  'Neck pain and stiffness since the collision, worse turning the head.',
  'Low back pain radiating to the buttock, worse sitting.',
  'Neck and upper back pain with headaches in the afternoon.',
];

interface CompletedVisit {
  id: number;
  clinicId: number;
  patientId: number;
  caseId: number | null;
  providerId: string;
  scheduledEnd: Date;
  isReExam: boolean;
}

export function visitProcedures(visitNumber: number, isReExam: boolean, diagnosisCount: number): NoteProcedure[] {
  const pointers = [1, 2, 3].filter((pointer) => pointer <= diagnosisCount);
  const adjustment: NoteProcedure = { code: '98941', units: 1, modifiers: [], diagnosisPointers: pointers };
  if (visitNumber === 1)
    return [
      { code: '99203', units: 1, modifiers: ['25'], diagnosisPointers: pointers },
      { code: '72040', units: 1, modifiers: [], diagnosisPointers: [1] },
      adjustment,
    ];
  if (isReExam) return [{ code: '99213', units: 1, modifiers: ['25'], diagnosisPointers: pointers }, adjustment];
  return [
    adjustment,
    { code: '97110', units: 2, modifiers: ['GP'], diagnosisPointers: [1] },
    { code: visitNumber % 2 ? '97140' : '97014', units: 1, modifiers: ['GP'], diagnosisPointers: [1] },
  ];
}

async function seedFeeSchedules(manager: EntityManager, clinicIds: number[]): Promise<void> {
  for (const clinicId of clinicIds)
    for (const [code, description, fee, defaultUnits] of feeSchedule)
      await manager.query(
        `INSERT INTO fee_schedule (clinic_id, procedure_code, description, fee, default_units) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (clinic_id, procedure_code) DO NOTHING`,
        [clinicId, code, description, fee, defaultUnits],
      );
}

async function seedSignedNotes(manager: EntityManager, clinicIds: number[], random: Random): Promise<void> {
  const visits = (await manager.query(
    `SELECT a.id, a.clinic_id AS "clinicId", a.patient_id AS "patientId", a.case_id AS "caseId",
            a.provider_id AS "providerId", a.scheduled_end AS "scheduledEnd", t.is_re_exam AS "isReExam"
       FROM appointments a JOIN appointment_types t ON t.id = a.appointment_type_id
      WHERE a.clinic_id = ANY($1::int[]) AND a.status = 'completed'
        AND NOT EXISTS (SELECT 1 FROM treatment_notes n WHERE n.appointment_id = a.id)
      ORDER BY a.patient_id, a.scheduled_start, a.id`,
    [clinicIds],
  )) as CompletedVisit[];
  const visitsOfPatient = new Map<number, number>();
  const presentationOfPatient = new Map<number, string[]>();
  for (const visit of visits) {
    const visitNumber = (visitsOfPatient.get(visit.patientId) ?? 0) + 1;
    visitsOfPatient.set(visit.patientId, visitNumber);
    let diagnoses = presentationOfPatient.get(visit.patientId);
    if (!diagnoses) {
      diagnoses = presentations[random.int(0, presentations.length - 1)];
      presentationOfPatient.set(visit.patientId, diagnoses);
    }
    const pain = Math.max(1, 8 - Math.floor(visitNumber / 2) - random.int(0, 1));
    const complaint = complaints[random.int(0, complaints.length - 1)];
    const [{ id: noteId }] = (await manager.query(
      `INSERT INTO treatment_notes (appointment_id, clinic_id, patient_id, case_id, provider_id, note_type, subjective,
              objective, assessment, plan, pain_scale, vital_signs, treatments_provided, diagnosis_codes, procedure_codes,
              is_locked, signed_at, signed_by, created_by, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, true, $16, $5, $5, $16, $16)
       RETURNING id`,
      [
        visit.id,
        visit.clinicId,
        visit.patientId,
        visit.caseId,
        visit.providerId,
        visitNumber === 1 ? 'initial_exam' : visit.isReExam ? 're_exam' : 'soap',
        `${complaint} Pain ${pain}/10 today.`,
        'Restricted range of motion with paraspinal tenderness and hypertonicity; neurological screen intact.',
        visitNumber === 1 ? 'Acute post-traumatic sprain/strain as coded.' : 'Improving as expected with care.',
        'Continue the treatment plan; home stretching reviewed.',
        pain,
        JSON.stringify({
          bloodPressureSystolic: random.int(112, 134),
          bloodPressureDiastolic: random.int(70, 86),
          pulse: random.int(62, 84),
        }),
        'Spinal manipulation; therapeutic exercise; soft tissue work as coded.',
        diagnoses,
        JSON.stringify(visitProcedures(visitNumber, visit.isReExam, diagnoses.length)),
        visit.scheduledEnd,
      ],
    )) as { id: number }[];
    // Signing raises the visit's bill, as the provider's signature does in the app.
    await raiseBillForSignedNote(manager, noteId, providerScope(visit));
  }
}

/** The signing provider as the app's scope (the bill's audit and ledger entries name them). */
const providerScope = (visit: CompletedVisit): Scope => ({
  userId: visit.providerId,
  role: Role.clinic_staff,
  clinicId: visit.clinicId,
  attorneyId: null,
  displayName: 'Demo provider',
  sessionId: 'demo-data',
  request: { requestId: 'demo-data', ip: null, userAgent: 'demo data' },
});

export async function seedDemoNotes(manager: EntityManager, clinicIds: number[]): Promise<void> {
  await seedFeeSchedules(manager, clinicIds);
  await seedSignedNotes(manager, clinicIds, createRandom(20261126));
}
