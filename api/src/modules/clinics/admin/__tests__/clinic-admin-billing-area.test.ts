import { randomUUID } from 'node:crypto';
import { OperatorArea } from '../../../../platform/access/operator-areas';
import { Role } from '../../../../platform/access/role';
import type { Scope } from '../../../../platform/access/scope';
import { signedInClient, type TestClient } from '../../../../test/client';
import { createClinic, createStaffMember, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { billingAreaNeededMessage, newClinicBillingAreaMessage } from '../clinic-admin.service';
import { auditRows, clinicRow } from './clinic-admin-fixtures';

/**
 * Decision 492: the Manage dialog's billing part (plan, status, amount) is the Billing area's. Someone with
 * the Clinics area but not Billing (the seeded Support Agent) saves a clinic's details; any billing change is
 * refused, naming the Billing area, and writes nothing.
 */
let t: TestApp;
let superAdmin: TestClient;
let support: TestClient;
let billingStaff: TestClient;
let clinicsAndBilling: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  superAdmin = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
  support = await signedInClient(t.url, (await createStaffMember(t.dataSource, 'Support Agent')).email);
  billingStaff = await signedInClient(t.url, (await createStaffMember(t.dataSource, 'Billing')).email);
  const roleName = `Accounts ${randomUUID().slice(0, 8)}`;
  await t.dataSource.query(`INSERT INTO employee_roles (role_name, permissions) VALUES ($1, $2)`, [
    roleName,
    JSON.stringify([OperatorArea.clinics, OperatorArea.billing]),
  ]);
  clinicsAndBilling = await signedInClient(t.url, (await createStaffMember(t.dataSource, roleName)).email);
}, 60_000);
afterAll(() => t.close());

const updateMutation = `mutation($id: Int!, $input: AdminClinicUpdateInput!) {
  adminClinicUpdate(id: $id, input: $input) {
    id
    clinic { id name city isActive subscriptionPlan billingStatus monthlyRate }
    plan { code }
  }
}`;

type GqlErrors = { message: string; extensions?: { code?: string } }[] | undefined;

const details = (overrides: Record<string, unknown> = {}) => ({
  name: `Harbor Spine ${randomUUID().slice(0, 6)}`,
  email: 'office@harborspine.example',
  phone: '201-555-0188',
  address: '48 Harbor Blvd',
  city: 'Hoboken',
  state: 'NJ',
  zipCode: '07030',
  isActive: true,
  ...overrides,
});

/** A factory clinic: Professional, on the trial, billed 349.00 a month. */
const aClinic = () => createClinic(t.dataSource, { billing_status: 'active' });

describe("a support agent's Manage (Clinics area, no Billing area)", () => {
  it('saves the details with the billing part left out; plan, status and amounts stay, and the write is audited', async () => {
    const clinic = await aClinic();
    const input = details({ city: 'Jersey City' });
    const result = await support.gql<{ adminClinicUpdate: { clinic: Record<string, unknown> } }>(updateMutation, {
      id: clinic.id,
      input,
    });
    expect(result.errors).toBeUndefined();
    // The agent's answer leaves the billing figures out (clinicBillingVisible), as every read does.
    expect(result.data!.adminClinicUpdate.clinic).toMatchObject({
      name: input.name,
      city: 'Jersey City',
      billingStatus: null,
      monthlyRate: null,
    });
    expect(await clinicRow(t.dataSource, clinic.id)).toMatchObject({
      name: input.name,
      city: 'Jersey City',
      subscription_plan: 'professional',
      billing_status: 'active',
      monthly_rate: '349.00',
      annual_rate: '3500.00',
    });
    const [audit] = await auditRows(t.dataSource, clinic.id);
    expect(audit).toMatchObject({ action: 'update', changed_by_role: Role.operator_staff });
    expect(Object.keys(audit.new_values as object).sort()).toEqual(
      ['address', 'city', 'email', 'name', 'phone', 'state', 'zipCode'].sort(),
    );
  });

  it('passes when the billing part is sent back exactly as the clinic has it (nothing of it changes)', async () => {
    const clinic = await aClinic();
    const result = await support.gql(updateMutation, {
      id: clinic.id,
      input: details({ subscriptionPlan: 'professional', billingStatus: 'active', monthlyBilling: '349' }),
    });
    expect(result.errors).toBeUndefined();
    expect(await clinicRow(t.dataSource, clinic.id)).toMatchObject({
      billing_status: 'active',
      monthly_rate: '349.00',
    });
  });

  it.each([
    ['another plan', { subscriptionPlan: 'starter', monthlyBilling: '249' }],
    ['a plan that does not exist', { subscriptionPlan: 'gold' }],
    ['another billing status', { billingStatus: 'suspended' }],
    ['another amount', { monthlyBilling: '1' }],
    ['a deactivation with a plan change', { isActive: false, subscriptionPlan: 'enterprise' }],
  ])('refuses %s with FORBIDDEN naming the Billing area, and writes nothing', async (_case, billing) => {
    const clinic = await aClinic();
    const before = await clinicRow(t.dataSource, clinic.id);
    const history = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM subscription_events WHERE clinic_id = $1`,
      [clinic.id],
    );
    const result = await support.gql(updateMutation, {
      id: clinic.id,
      input: details({ city: 'Elsewhere', ...billing }),
    });
    const errors = result.errors as GqlErrors;
    expect(errors?.[0]).toMatchObject({ message: billingAreaNeededMessage, extensions: { code: 'FORBIDDEN' } });
    expect(billingAreaNeededMessage).toContain('Billing area');
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM subscription_events WHERE clinic_id = $1`, [clinic.id]),
    ).toEqual(history);
  });

  it('gets the same answers from the REST PUT (same service): details pass, a billing change is a 403', async () => {
    const clinic = await aClinic();
    const path = `/superadmin/api/clinics/${clinic.id}/billing`;
    const saved = await support.rest<{ success: boolean; data: Record<string, unknown> }>(
      'PUT',
      path,
      details({ city: 'Weehawken' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(true);
    expect(saved.body.data).toMatchObject({ city: 'Weehawken' });
    expect(saved.body.data).not.toHaveProperty('monthlyBilling');
    const before = await clinicRow(t.dataSource, clinic.id);

    const refused = await support.rest('PUT', path, details({ city: 'Weehawken', billingStatus: 'cancelled' }));
    expect(refused).toMatchObject({ status: 403, body: { success: false, message: billingAreaNeededMessage } });
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
  });
});

describe('billing staff without the Clinics area', () => {
  it('is refused Manage entirely, details or billing, and nothing is written', async () => {
    const clinic = await aClinic();
    const before = await clinicRow(t.dataSource, clinic.id);
    for (const input of [details(), details({ billingStatus: 'overdue' })]) {
      const result = await billingStaff.gql(updateMutation, { id: clinic.id, input });
      expect((result.errors as GqlErrors)?.[0]).toMatchObject({
        message: 'Your operator role does not include the clinics area.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(
      await billingStaff.rest(
        'PUT',
        `/superadmin/api/clinics/${clinic.id}/billing`,
        details({ billingStatus: 'overdue' }),
      ),
    ).toMatchObject({ status: 403 });
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);
  });
});

describe('staff with both the Clinics and the Billing areas, and the super admin', () => {
  it.each([
    ['staff with both areas', () => clinicsAndBilling],
    ['the super admin', () => superAdmin],
  ])('%s change plan and status as before', async (_who, client) => {
    const clinic = await aClinic();
    const result = await client().gql<{ adminClinicUpdate: { clinic: Record<string, unknown> } }>(updateMutation, {
      id: clinic.id,
      input: details({ subscriptionPlan: 'enterprise', billingStatus: 'overdue' }),
    });
    expect(result.errors).toBeUndefined();
    const enterprise = (await t.dataSource.query(`SELECT monthly_price FROM plans WHERE code = 'enterprise'`)) as {
      monthly_price: string;
    }[];
    expect(result.data!.adminClinicUpdate.clinic).toMatchObject({
      subscriptionPlan: 'enterprise',
      billingStatus: 'overdue',
      monthlyRate: enterprise[0].monthly_price,
    });
    expect(await clinicRow(t.dataSource, clinic.id)).toMatchObject({
      subscription_plan: 'enterprise',
      billing_status: 'overdue',
    });
  });

  it('the super admin may still leave the billing part out: the details change and billing stays', async () => {
    const clinic = await aClinic();
    const result = await superAdmin.gql(updateMutation, { id: clinic.id, input: details({ city: 'Bayonne' }) });
    expect(result.errors).toBeUndefined();
    expect(await clinicRow(t.dataSource, clinic.id)).toMatchObject({
      city: 'Bayonne',
      subscription_plan: 'professional',
      billing_status: 'active',
      monthly_rate: '349.00',
    });
  });
});

describe("the simple admin panel's Update Billing", () => {
  const scopeOf = (role: Role, operatorAreas?: OperatorArea[]): Scope => ({
    userId: randomUUID(),
    role,
    clinicId: null,
    attorneyId: null,
    displayName: 'Test',
    sessionId: randomUUID(),
    request: { requestId: randomUUID(), ip: null, userAgent: null },
    operatorAreas,
  });

  it('needs the Billing area as well as the Clinics area', async () => {
    const clinic = await aClinic();
    const before = await clinicRow(t.dataSource, clinic.id);
    const input = { subscriptionPlan: 'starter', billingStatus: 'active' };
    await expect(
      t.app.services.clinicAdmin.updateBilling(
        scopeOf(Role.operator_staff, [OperatorArea.clinics, OperatorArea.support]),
        clinic.id,
        input,
      ),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Your operator role does not include the billing area.' });
    await expect(
      t.app.services.clinicAdmin.updateBilling(scopeOf(Role.operator_staff, [OperatorArea.billing]), clinic.id, input),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'Your operator role does not include the clinics area.' });
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
  });
});

describe("a support agent's Add New Clinic", () => {
  const createMutation = `mutation($input: AdminClinicCreateInput!) {
    adminClinicCreate(input: $input) { id clinic { id name } plan { code } }
  }`;
  const newClinic = (overrides: Record<string, unknown> = {}) => {
    const name = `Bayside Rehab ${randomUUID().slice(0, 8)}`;
    return { name, email: `office-${randomUUID().slice(0, 8)}@bayside.example`, phone: '201-555-0101', ...overrides };
  };
  const clinicsNamed = async (name: string) =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM clinics WHERE name = $1`, [name])) as { n: number }[])[0]
      .n;

  it('adds a clinic on the defaults: Starter, on the trial', async () => {
    const input = newClinic();
    const result = await support.gql<{ adminClinicCreate: { id: number } }>(createMutation, { input });
    expect(result.errors).toBeUndefined();
    expect(await clinicRow(t.dataSource, result.data!.adminClinicCreate.id)).toMatchObject({
      name: input.name,
      subscription_plan: 'starter',
      billing_status: 'trial',
    });
  });

  it.each([
    ['another plan', { subscriptionPlan: 'enterprise' }],
    ['another status', { billingStatus: 'active' }],
  ])('refuses %s with FORBIDDEN naming the Billing area, and adds nothing', async (_case, billing) => {
    const input = newClinic(billing);
    const result = await support.gql(createMutation, { input });
    expect((result.errors as GqlErrors)?.[0]).toMatchObject({
      message: newClinicBillingAreaMessage,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(newClinicBillingAreaMessage).toContain('Billing area');
    expect(await clinicsNamed(input.name)).toBe(0);
  });
});
