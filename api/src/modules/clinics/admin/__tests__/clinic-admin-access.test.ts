import { Role } from '../../../../platform/access/role';
import { TestClient, signedInClient } from '../../../../test/client';
import { createAttorneyUser, createClinicWithUsers, createUser } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { auditRows, clinicRow, newClinicDetails, planRow } from './clinic-admin-fixtures';

let t: TestApp;
let operator: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
});
afterAll(() => t.close());

describe("the simple admin panel's clinic calls", () => {
  it("Update Billing sets plan and status and bills the plan's price from the plans table, whatever amount is sent", async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource, { subscription_plan: 'starter' });
    const enterprise = await planRow(t.dataSource, 'enterprise');
    const response = await operator.rest<{ success: boolean; data: Record<string, unknown> }>(
      'PUT',
      `/api/admin/clinics/${clinic.id}/billing`,
      // The spec's panel sends the amount it derived from its own price list (999): not trusted.
      { subscriptionPlan: 'enterprise', billingStatus: 'active', monthlyBillingAmount: 999 },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        id: clinic.id,
        subscriptionPlan: 'enterprise',
        billingStatus: 'active',
        monthlyBillingAmount: enterprise.monthly_price,
        monthlyBilling: enterprise.monthly_price,
        usage: { users: 2 },
      },
    });
    expect(await clinicRow(t.dataSource, clinic.id)).toMatchObject({
      subscription_plan: 'enterprise',
      monthly_rate: enterprise.monthly_price,
      annual_rate: enterprise.annual_price,
    });
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([
      expect.objectContaining({
        action: 'update_billing',
        old_values: expect.objectContaining({ subscriptionPlan: 'starter', billingStatus: 'trial' }),
        new_values: expect.objectContaining({ subscriptionPlan: 'enterprise', monthlyRate: enterprise.monthly_price }),
      }),
    ]);

    const list = await operator.rest<{ data: { id: number; monthlyBillingAmount: string }[] }>(
      'GET',
      '/api/admin/clinics',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.find((row) => row.id === clinic.id)?.monthlyBillingAmount).toBe(enterprise.monthly_price);
  });

  it('Update Billing names a bad plan or status and changes nothing', async () => {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const before = await clinicRow(t.dataSource, clinic.id);
    const response = await operator.rest('PUT', `/api/admin/clinics/${clinic.id}/billing`, {
      subscriptionPlan: 'gold',
      billingStatus: 'late',
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        errors: [
          {
            field: 'billingStatus',
            message: 'Billing status must be one of: trial, active, overdue, suspended, cancelled',
          },
        ],
      },
    });
    const unknownPlan = await operator.rest('PUT', `/api/admin/clinics/${clinic.id}/billing`, {
      subscriptionPlan: 'gold',
      billingStatus: 'active',
    });
    expect(unknownPlan).toMatchObject({
      status: 400,
      body: {
        errors: [{ field: 'subscriptionPlan', message: 'Plan must be one of: starter, professional, enterprise' }],
      },
    });
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
  });
});

describe('only a super admin with a verified second factor', () => {
  const calls = (clinicId: number) =>
    [
      ['GET', '/api/admin/clinics', undefined],
      ['PUT', `/api/admin/clinics/${clinicId}/billing`, { subscriptionPlan: 'enterprise', billingStatus: 'active' }],
      ['GET', '/superadmin/api/clinics', undefined],
      ['POST', '/superadmin/api/clinics', newClinicDetails({ name: 'Refused Clinic' })],
      [
        'PUT',
        `/superadmin/api/clinics/${clinicId}/billing`,
        { name: 'Renamed', subscriptionPlan: 'enterprise', billingStatus: 'active', isActive: true },
      ],
    ] as const;

  async function expectRefusedWithNothingWritten(client: TestClient, status: number) {
    const { clinic } = await createClinicWithUsers(t.dataSource);
    const before = await clinicRow(t.dataSource, clinic.id);
    for (const [method, path, body] of calls(clinic.id)) {
      const response = await client.rest<{ success: boolean }>(method, path, body);
      expect({ method, path, status: response.status, success: response.body.success }).toEqual({
        method,
        path,
        status,
        success: false,
      });
    }
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM clinics WHERE name = 'Refused Clinic'`)).toEqual([
      { n: 0 },
    ]);
  }

  it('refuses a signed-out caller with 401', async () => {
    await expectRefusedWithNothingWritten(new TestClient(t.url), 401);
  });

  it.each([Role.clinic_staff, Role.clinic_admin])(
    "refuses %s with 403, even for the user's own clinic",
    async (role) => {
      const { clinic } = await createClinicWithUsers(t.dataSource);
      const user = await createUser(t.dataSource, { role, clinic_id: clinic.id });
      const client = await signedInClient(t.url, user.email);
      await expectRefusedWithNothingWritten(client, 403);
      const own = await client.rest('PUT', `/api/admin/clinics/${clinic.id}/billing`, {
        subscriptionPlan: 'enterprise',
        billingStatus: 'active',
      });
      expect(own.status).toBe(403);
      expect((await clinicRow(t.dataSource, clinic.id)).subscription_plan).toBe('professional');
    },
  );

  it('refuses an attorney with 403', async () => {
    const { user } = await createAttorneyUser(t.dataSource);
    await expectRefusedWithNothingWritten(await signedInClient(t.url, user.email), 403);
  });

  it('refuses a super admin whose second factor is still pending with 403', async () => {
    const admin = await createUser(t.dataSource, { role: Role.super_admin });
    const pending = new TestClient(t.url);
    expect(
      (
        await pending.rest('POST', '/superadmin/api/login', {
          email: admin.email,
          password: 'correct horse battery staple',
        })
      ).status,
    ).toBe(200);
    await expectRefusedWithNothingWritten(pending, 403);
  });
});
