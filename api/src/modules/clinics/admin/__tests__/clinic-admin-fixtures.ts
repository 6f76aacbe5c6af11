import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Role } from '../../../../platform/access/role';
import { createCase, createClinic, createUser, type ClinicRow } from '../../../../test/factories';

export interface PlanRow {
  code: string;
  name: string;
  monthly_price: string;
  annual_price: string;
  max_users: number | null;
  max_active_cases: number | null;
  storage_gb: number;
}

export async function planRow(ds: DataSource, code: string): Promise<PlanRow> {
  const [row] = (await ds.query(`SELECT * FROM plans WHERE code = $1`, [code])) as PlanRow[];
  return row;
}

/** A clinic with `users` active users (plus one deactivated), `openCases` open cases (plus one closed), and documents of the given sizes. */
export async function clinicWithUsage(
  ds: DataSource,
  options: { plan: string; users: number; openCases: number; documentBytes: number[]; name?: string },
): Promise<ClinicRow> {
  const clinic = await createClinic(ds, {
    name: options.name ?? `Usage ${randomUUID()}`,
    subscription_plan: options.plan,
  });
  const staff = [];
  for (let i = 0; i < options.users; i += 1)
    staff.push(await createUser(ds, { role: i === 0 ? Role.clinic_admin : Role.clinic_staff, clinic_id: clinic.id }));
  await createUser(ds, { role: Role.clinic_staff, clinic_id: clinic.id, is_active: false });
  const cases = [];
  for (let i = 0; i < options.openCases; i += 1) cases.push(await createCase(ds, { clinicId: clinic.id }));
  await createCase(ds, { clinicId: clinic.id, status: 'closed' });
  const caseId = cases[0]?.id ?? (await createCase(ds, { clinicId: clinic.id, status: 'closed' })).id;
  for (const bytes of options.documentBytes) {
    await ds.query(
      `INSERT INTO documents (case_id, clinic_id, uploaded_by, file_name, file_type, file_size, file_path)
       VALUES ($1, $2, $3, 'scan.pdf', 'application/pdf', $4, $5)`,
      [caseId, clinic.id, staff[0]?.id ?? null, bytes, `${clinic.id}/2025/${randomUUID()}`],
    );
  }
  return clinic;
}

export async function clinicRow(ds: DataSource, id: number): Promise<Record<string, unknown>> {
  const [row] = (await ds.query(`SELECT * FROM clinics WHERE id = $1`, [id])) as Record<string, unknown>[];
  return row;
}

export async function auditRows(ds: DataSource, clinicId: number) {
  return (await ds.query(
    `SELECT action, changed_by, changed_by_role, old_values, new_values FROM audit_logs
      WHERE entity_type = 'clinic' AND entity_id = $1 ORDER BY id`,
    [String(clinicId)],
  )) as { action: string; changed_by: string; changed_by_role: string; old_values: unknown; new_values: unknown }[];
}

export const newClinicDetails = (overrides: Record<string, unknown> = {}) => ({
  name: `New Clinic ${randomUUID().slice(0, 8)}`,
  email: `front-desk-${randomUUID().slice(0, 8)}@clinic.example`,
  phone: '(973) 555-0142',
  ...overrides,
});
