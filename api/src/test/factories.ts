import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CaseStatus, CaseType } from '../modules/cases/case.enums';
import { Role } from '../platform/access/role';
import { hashPassword } from '../platform/auth/passwords';
import { totpSecretContext } from '../platform/auth/second-factor/totp-secret-at-rest';
import { SecretBox } from '../platform/crypto/secret-box';
import { testPassword, testTotpSecret } from './client';
import { testSecretsKey } from './test-secrets';

/**
 * Test data factories with overrides. Each test makes its own clinic (the tenant), so tests never
 * see each other's rows and nothing needs truncating.
 */
let sequence = 0;
const unique = () =>
  `${Date.now().toString(36)}${(sequence += 1).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let passwordHash: Promise<string> | null = null;
const testPasswordHash = () => (passwordHash ??= hashPassword(testPassword, 10));

async function insert<T extends object>(ds: DataSource, table: string, row: Record<string, unknown>): Promise<T> {
  const columns = Object.keys(row);
  const rows: T[] = await ds.query(
    `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    Object.values(row),
  );
  return rows[0];
}

export interface ClinicRow {
  id: number;
  name: string;
}
export interface UserRow {
  id: string;
  email: string;
  role: Role;
  clinic_id: number | null;
  attorney_id: number | null;
}
export interface AttorneyRow {
  id: number;
  email: string;
}
export interface PatientRow {
  id: number;
  clinic_id: number;
}
export interface CaseRow {
  id: number;
  case_number: string;
  clinic_id: number;
  attorney_id: number | null;
  patient_id: number;
}

export const createClinic = (ds: DataSource, overrides: Record<string, unknown> = {}) =>
  insert<ClinicRow>(ds, 'clinics', { name: `Clinic ${unique()}`, subscription_plan: 'professional', ...overrides });

export const createAttorney = (ds: DataSource, overrides: Record<string, unknown> = {}) =>
  insert<AttorneyRow>(ds, 'attorneys', {
    first_name: 'Avery',
    last_name: 'Counsel',
    email: `attorney-${unique()}@test.example`,
    firm_name: 'Test Firm LLP',
    ...overrides,
  });

export async function createUser(
  ds: DataSource,
  overrides: {
    role?: Role;
    clinic_id?: number | null;
    attorney_id?: number | null;
    /** A super admin who has not enrolled an authenticator yet. */
    withoutSecondFactor?: boolean;
    [key: string]: unknown;
  } = {},
) {
  const { withoutSecondFactor, ...columns } = overrides;
  const user = await insert<UserRow>(ds, 'users', {
    id: randomUUID(),
    email: `user-${unique()}@test.example`,
    password_hash: await testPasswordHash(),
    first_name: 'Test',
    last_name: 'User',
    role: Role.clinic_staff,
    ...columns,
  });
  // A super admin has an authenticator already (testTotpSecret); TestClient.login answers it.
  if ((user.role === Role.super_admin || user.role === Role.operator_staff) && !withoutSecondFactor) {
    await ds.query(`INSERT INTO second_factors (user_id, totp_secret) VALUES ($1, $2)`, [
      user.id,
      new SecretBox(Buffer.from(testSecretsKey, 'base64')).seal(testTotpSecret, totpSecretContext(user.id)),
    ]);
  }
  return user;
}

/** An operator staff member (decision 441): an `operator_staff` user with an active employee of `roleName`. */
export async function createStaffMember(
  ds: DataSource,
  roleName: string,
  overrides: { withoutSecondFactor?: boolean; [key: string]: unknown } = {},
) {
  const user = await createUser(ds, {
    role: Role.operator_staff,
    first_name: 'Staff',
    last_name: 'Member',
    ...overrides,
  });
  const [row]: { id: number }[] = await ds.query(
    `INSERT INTO employees (user_id, email, first_name, last_name, role_id)
     SELECT u.id, u.email, u.first_name, u.last_name, r.id FROM users u, employee_roles r
      WHERE u.id = $1 AND r.role_name = $2 RETURNING id`,
    [user.id, roleName],
  );
  if (!row) throw new Error(`no employee role named ${roleName}`);
  return user;
}

export const createPatient = (ds: DataSource, clinicId: number, overrides: Record<string, unknown> = {}) =>
  insert<PatientRow>(ds, 'patients', {
    clinic_id: clinicId,
    first_name: 'Pat',
    last_name: `Ient${unique()}`,
    ...overrides,
  });

export async function createCase(
  ds: DataSource,
  input: { clinicId: number; patientId?: number; attorneyId?: number | null; [key: string]: unknown },
) {
  const { clinicId, patientId, attorneyId, ...overrides } = input;
  const patient = patientId ?? (await createPatient(ds, clinicId)).id;
  return insert<CaseRow>(ds, 'cases', {
    case_number: `CASE-TEST-${unique()}`,
    clinic_id: clinicId,
    patient_id: patient,
    attorney_id: attorneyId ?? null,
    case_type: CaseType.auto_accident,
    status: CaseStatus.active_treatment,
    ...overrides,
  });
}

export const createTask = (ds: DataSource, clinicId: number, overrides: Record<string, unknown> = {}) =>
  insert(ds, 'tasks', {
    clinic_id: clinicId,
    title: 'Follow up',
    completed_at: overrides.status === 'completed' ? new Date() : null,
    ...overrides,
  });

export const createBillingEntry = (
  ds: DataSource,
  input: { clinicId: number; caseId: number; [key: string]: unknown },
) => {
  const { clinicId, caseId, ...overrides } = input;
  return insert(ds, 'billing', {
    clinic_id: clinicId,
    case_id: caseId,
    invoice_number: `INV-TEST-${unique()}`,
    amount: '100.00',
    ...overrides,
  });
};

/** A clinic with a staff member and an admin: the usual starting point of a test. */
export async function createClinicWithUsers(ds: DataSource, clinicOverrides: Record<string, unknown> = {}) {
  const clinic = await createClinic(ds, clinicOverrides);
  const staff = await createUser(ds, { role: Role.clinic_staff, clinic_id: clinic.id });
  const admin = await createUser(ds, { role: Role.clinic_admin, clinic_id: clinic.id });
  return { clinic, staff, admin };
}

export async function createAttorneyUser(ds: DataSource) {
  const attorney = await createAttorney(ds);
  const user = await createUser(ds, { role: Role.attorney, attorney_id: attorney.id, email: attorney.email });
  return { attorney, user };
}

/**
 * A clinic's subscription history as the migration starts it for clinics made before the engine:
 * one 'created' row with its state now (MRR = the period amount per month while active or overdue).
 * For tests that insert clinics directly and read revenue.
 */
export async function startSubscriptionHistory(ds: DataSource, clinicId: number): Promise<void> {
  await ds.query(
    `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, reason)
     SELECT c.id, c.created_at, 'created', c.subscription_plan, c.billing_frequency, c.billing_status,
            CASE WHEN c.billing_frequency = 'annual' THEN c.annual_rate ELSE c.monthly_rate END,
            CASE WHEN c.billing_status IN ('active', 'overdue')
                 THEN CASE WHEN c.billing_frequency = 'annual' THEN round(c.annual_rate / 12, 2) ELSE c.monthly_rate END
                 ELSE 0 END,
            'Test clinic'
       FROM clinics c WHERE c.id = $1`,
    [clinicId],
  );
}

/** A fee schedule line of the clinic (fee per unit). */
export const createFeeScheduleItem = (
  ds: DataSource,
  clinicId: number,
  procedureCode: string,
  fee: string,
  overrides: Record<string, unknown> = {},
) =>
  insert(ds, 'fee_schedule', {
    clinic_id: clinicId,
    procedure_code: procedureCode,
    description: `Clinic service ${procedureCode}`,
    fee,
    ...overrides,
  });

let visitSlot = 0;

/**
 * A signed (locked) treatment note of a completed visit, written directly (appointment type,
 * appointment, note) for tests of what signing leads to. Each call takes its own hour, so a
 * provider's visits never overlap. `caseId: null` is a visit outside any case.
 */
export async function createSignedNote(
  ds: DataSource,
  input: {
    clinicId: number;
    patientId: number;
    caseId: number | null;
    providerId: string;
    procedures: { code: string; units: number; modifiers?: string[]; diagnosisPointers: number[] }[];
    diagnosisCodes: string[];
    scheduledStart?: Date;
    originalNoteId?: number;
    version?: number;
  },
) {
  const type = await insert<{ id: number }>(ds, 'appointment_types', {
    clinic_id: input.clinicId,
    name: `Adjustment ${unique()}`,
    duration_minutes: 30,
  });
  const start = input.scheduledStart ?? new Date(Date.UTC(2026, 0, 5, 14) + (visitSlot += 1) * 3_600_000);
  const appointment = await insert<{ id: number }>(ds, 'appointments', {
    clinic_id: input.clinicId,
    patient_id: input.patientId,
    case_id: input.caseId,
    provider_id: input.providerId,
    appointment_type_id: type.id,
    status: 'completed',
    scheduled_start: start,
    scheduled_end: new Date(start.getTime() + 30 * 60_000),
    created_by: input.providerId,
  });
  return insert<{ id: number; appointment_id: number }>(ds, 'treatment_notes', {
    appointment_id: appointment.id,
    clinic_id: input.clinicId,
    patient_id: input.patientId,
    case_id: input.caseId,
    provider_id: input.providerId,
    subjective: 'Neck pain after the collision',
    diagnosis_codes: input.diagnosisCodes,
    procedure_codes: JSON.stringify(input.procedures.map((procedure) => ({ modifiers: [], ...procedure }))),
    is_locked: true,
    signed_at: new Date(),
    signed_by: input.providerId,
    created_by: input.providerId,
    original_note_id: input.originalNoteId ?? null,
    version: input.version ?? 1,
  });
}

export const createCoverage = (ds: DataSource, input: { clinicId: number; caseId: number; [key: string]: unknown }) => {
  const { clinicId, caseId, ...overrides } = input;
  return insert<{ id: number }>(ds, 'case_coverages', {
    clinic_id: clinicId,
    case_id: caseId,
    coverage_type: 'pip',
    carrier_name: 'Keystone Auto Insurance',
    payer_id: 'KAI01',
    policy_number: 'PA-55501',
    member_id: 'KM-10001',
    ...overrides,
  });
};

export interface CodedLineInput {
  serviceDate: string;
  procedureCode: string;
  units?: number;
  unitFee: string;
  diagnosisCodes: string[];
  providerId: string | null;
  modifiers?: string[];
}

/** A submitted bill with coded lines, as signing a note raises one (the lines' sum is the bill's amount). */
export async function createCodedBill(
  ds: DataSource,
  input: { clinicId: number; caseId: number; lines: CodedLineInput[] },
) {
  const cents = input.lines.reduce((sum, line) => sum + Math.round(Number(line.unitFee) * 100) * (line.units ?? 1), 0);
  const bill = await createBillingEntry(ds, {
    clinicId: input.clinicId,
    caseId: input.caseId,
    amount: (cents / 100).toFixed(2),
    status: 'submitted',
  });
  const lines: { id: number }[] = [];
  for (const [index, line] of input.lines.entries()) {
    const units = line.units ?? 1;
    lines.push(
      await insert<{ id: number }>(ds, 'billing_lines', {
        billing_id: (bill as { id: number }).id,
        clinic_id: input.clinicId,
        case_id: input.caseId,
        line_number: index + 1,
        service_date: line.serviceDate,
        procedure_code: line.procedureCode,
        description: `Clinic service ${line.procedureCode}`,
        modifiers: line.modifiers ?? [],
        units,
        unit_fee: line.unitFee,
        amount: ((Math.round(Number(line.unitFee) * 100) * units) / 100).toFixed(2),
        diagnosis_codes: line.diagnosisCodes,
        provider_id: line.providerId,
      }),
    );
  }
  return { bill: bill as { id: number }, lineIds: lines.map((line) => line.id) };
}
/** A clinic user marked as a provider (scheduling). */
export const createProvider = (ds: DataSource, clinicId: number, overrides: Record<string, unknown> = {}) =>
  createUser(ds, { role: Role.clinic_staff, clinic_id: clinicId, is_provider: true, first_name: 'Dana', ...overrides });

/** An appointment type of a clinic (scheduling). */
export const createAppointmentType = (ds: DataSource, clinicId: number, overrides: Record<string, unknown> = {}) =>
  insert<{ id: number }>(ds, 'appointment_types', {
    clinic_id: clinicId,
    name: `Visit ${unique()}`,
    duration_minutes: 30,
    ...overrides,
  });

/** A room of a clinic (scheduling). */
export const createRoom = (ds: DataSource, clinicId: number, overrides: Record<string, unknown> = {}) =>
  insert<{ id: number }>(ds, 'rooms', { clinic_id: clinicId, name: `Room ${unique()}`, ...overrides });
