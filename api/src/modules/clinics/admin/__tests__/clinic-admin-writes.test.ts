import { randomUUID } from 'node:crypto';
import { Role } from '../../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../../test/client';
import { createClinic, createUser, type UserRow } from '../../../../test/factories';
import { startTestApp, type TestApp } from '../../../../test/harness';
import { auditRows, clinicRow, clinicWithUsage, newClinicDetails, planRow } from './clinic-admin-fixtures';

let t: TestApp;
let operator: TestClient;
let operatorUser: UserRow;
beforeAll(async () => {
  t = await startTestApp();
  operatorUser = await createUser(t.dataSource, { role: Role.super_admin });
  operator = await signedInClient(t.url, operatorUser.email);
});
afterAll(() => t.close());

const createMutation = `mutation($input: AdminClinicCreateInput!) {
  adminClinicCreate(input: $input) {
    id
    clinic { id name email phone address city state zipCode subscriptionPlan billingStatus billingFrequency monthlyRate annualRate nextBillingDate isActive }
    plan { code name }
    usage { users activeCases storageBytes }
  }
}`;
const updateMutation = `mutation($id: Int!, $input: AdminClinicUpdateInput!) {
  adminClinicUpdate(id: $id, input: $input) {
    id
    clinic { id name email phone address city state zipCode subscriptionPlan billingStatus monthlyRate annualRate isActive }
    plan { code }
    usage { users activeCases storageBytes }
  }
}`;

type FieldErrors = { field: string; message: string }[];

const clinicsNamed = async (name: string) =>
  ((await t.dataSource.query(`SELECT count(*)::int AS n FROM clinics WHERE name = $1`, [name])) as { n: number }[])[0]
    .n;

const everyField = (overrides: Record<string, unknown> = {}) => ({
  name: 'Harbor Spine Center',
  email: 'office@harborspine.example',
  phone: '201-555-0188',
  address: '48 Harbor Blvd',
  city: 'Hoboken',
  state: 'NJ',
  zipCode: '07030',
  subscriptionPlan: 'professional',
  billingStatus: 'overdue',
  // A new factory clinic's rate: the Manage dialog sends the amount it shows, which the plan sets.
  monthlyBilling: '349.00',
  isActive: false,
  ...overrides,
});

/** The end of the 14-day trial, as a date (UTC). */
const trialEndDate = (trialEndsAt: string) => new Date(trialEndsAt).toISOString().slice(0, 10);

const historyOf = async (clinicId: number) =>
  (await t.dataSource.query(
    `SELECT kind, status, previous_status AS "previousStatus", plan_code AS "planCode", amount::text, mrr::text,
            actor_user_id AS "actorUserId", reason
       FROM subscription_events WHERE clinic_id = $1 ORDER BY occurred_at, id`,
    [clinicId],
  )) as Record<string, unknown>[];

describe('adding a clinic', () => {
  it("starts on Starter, on the 14-day trial, billed the Starter plan's monthly price from the plans table, and is audited", async () => {
    const starter = await planRow(t.dataSource, 'starter');
    const details = newClinicDetails({ city: 'Newark', state: 'NJ', zipCode: '07102' });
    const result = await operator.gql<{ adminClinicCreate: Record<string, unknown> & { id: number } }>(createMutation, {
      input: details,
    });
    expect(result.errors).toBeUndefined();
    const created = result.data!.adminClinicCreate;
    expect(created).toEqual({
      id: expect.any(Number),
      clinic: {
        id: created.id,
        ...details,
        address: null,
        subscriptionPlan: 'starter',
        billingStatus: 'trial',
        billingFrequency: 'monthly',
        monthlyRate: starter.monthly_price,
        annualRate: starter.annual_price,
        nextBillingDate: expect.any(String),
        isActive: true,
      },
      plan: { code: 'starter', name: starter.name },
      usage: { users: 0, activeCases: 0, storageBytes: 0 },
    });
    // The trial's end is the first billing date.
    const row = await clinicRow(t.dataSource, created.id);
    const trialEndsAt = (row.trial_ends_at as Date).toISOString();
    expect(new Date(trialEndsAt).getTime() - Date.now()).toBeGreaterThan(14 * 86_400_000 - 60_000);
    expect(new Date(trialEndsAt).getTime() - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);
    expect((created.clinic as { nextBillingDate: string }).nextBillingDate).toBe(trialEndDate(trialEndsAt));
    expect(row).toMatchObject({ early_bird_until: null, price_locked: false, balance: '0.00' });
    expect(await historyOf(created.id)).toEqual([
      {
        kind: 'created',
        status: 'trial',
        previousStatus: null,
        planCode: 'starter',
        amount: starter.monthly_price,
        mrr: '0.00',
        actorUserId: operatorUser.id,
        reason: 'New clinic',
      },
    ]);
    const audit = await auditRows(t.dataSource, created.id);
    expect(audit).toEqual([
      {
        action: 'create',
        changed_by: operatorUser.id,
        changed_by_role: 'super_admin',
        old_values: null,
        new_values: expect.objectContaining({
          name: details.name,
          email: details.email,
          subscriptionPlan: 'starter',
          billingStatus: 'trial',
          monthlyRate: starter.monthly_price,
          isActive: true,
        }),
      },
    ]);
  });

  it("gives an e-mail on the waitlist the early-bird offer: 40% off the first year, the price locked", async () => {
    const details = newClinicDetails();
    await t.dataSource.query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases)
       VALUES ('Early Bird', lower($1), 'Early Practice', 'NJ', '10-25')`,
      [details.email],
    );
    const result = await operator.gql<{ adminClinicCreate: { id: number } }>(createMutation, { input: details });
    expect(result.errors).toBeUndefined();
    const id = result.data!.adminClinicCreate.id;
    const [{ inAYear }] = (await t.dataSource.query(
      `SELECT ((now() AT TIME ZONE 'UTC')::date + interval '1 year')::date::text AS "inAYear"`,
    )) as { inAYear: string }[];
    const row = await clinicRow(t.dataSource, id);
    expect(row).toMatchObject({ price_locked: true, billing_status: 'trial' });
    expect((row.early_bird_until as Date | string).toString()).toContain(inAYear.slice(0, 4));
    const starter = await planRow(t.dataSource, 'starter');
    const [created] = await historyOf(id);
    // The history records what a period costs: 60% of the price while the offer lasts.
    expect(created).toMatchObject({
      kind: 'created',
      amount: (Number(starter.monthly_price) * 0.6).toFixed(2),
      reason: 'New clinic (waitlist early-bird offer)',
    });
  });

  it("takes the spec's REST body (plan, status, monthlyBilling as a number) and answers 201 with the clinic and its id", async () => {
    const enterprise = await planRow(t.dataSource, 'enterprise');
    const details = newClinicDetails({
      address: '1 Main St',
      plan: 'enterprise',
      status: 'trial',
      monthlyBilling: Number(enterprise.monthly_price),
    });
    const response = await operator.rest<{ success: boolean; data: Record<string, unknown> & { id: number } }>(
      'POST',
      '/superadmin/api/clinics',
      { ...details, isActive: true },
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      data: {
        id: expect.any(Number),
        name: details.name,
        subscriptionPlan: 'enterprise',
        billingStatus: 'trial',
        monthlyBilling: enterprise.monthly_price,
        monthlyRate: enterprise.monthly_price,
        trialEndsAt: expect.any(String),
        plan: { code: 'enterprise' },
      },
    });
    const row = await clinicRow(t.dataSource, response.body.data.id);
    expect(row).toMatchObject({
      monthly_rate: enterprise.monthly_price,
      billing_status: 'trial',
      is_active: true,
      address: '1 Main St',
    });
  });

  it.each([
    [
      'nothing filled in',
      { name: '', email: ' ', phone: '' },
      [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'phone', message: 'Phone is required' },
      ],
    ],
    ['a bad email', { email: 'front-desk' }, [{ field: 'email', message: 'Email must be a valid email address' }]],
    ['a bad phone', { phone: 'call us' }, [{ field: 'phone', message: 'Phone must be a valid phone number' }]],
    ['a bad ZIP code', { zipCode: '7102' }, [{ field: 'zipCode', message: 'ZIP code must be 5 digits (or ZIP+4)' }]],
    [
      'an unknown plan',
      { subscriptionPlan: 'platinum' },
      [{ field: 'subscriptionPlan', message: 'Plan must be one of: starter, professional, enterprise' }],
    ],
    [
      'an unknown billing status',
      { billingStatus: 'paused' },
      [
        {
          field: 'billingStatus',
          message: 'Billing status must be one of: trial, active, overdue, suspended, cancelled',
        },
      ],
    ],
    [
      'a negative monthly billing',
      { monthlyBilling: '-1.00' },
      [
        {
          field: 'monthlyBilling',
          message: 'Monthly billing must be between 0 and 99,999,999.99 with at most 2 decimals',
        },
      ],
    ],
    [
      'a field the dialog does not have',
      { licenseNumber: 'X-1' },
      [{ field: 'licenseNumber', message: 'property licenseNumber should not exist' }],
    ],
  ])('refuses %s, naming the field, and writes nothing', async (_case, overrides, errors) => {
    const body = newClinicDetails(overrides);
    const auditBefore = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs WHERE changed_by = $1`, [
      operatorUser.id,
    ]);
    const response = await operator.rest<{ errors: FieldErrors }>('POST', '/superadmin/api/clinics', body);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual(errors);
    expect(await clinicsNamed(String(body.name))).toBe(0);
    expect(
      await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_logs WHERE changed_by = $1`, [operatorUser.id]),
    ).toEqual(auditBefore);
  });

  it('refuses over GraphQL alike (BAD_USER_INPUT with the field) and refuses a plan no longer on sale', async () => {
    const legacy = `legacy-${randomUUID().slice(0, 8)}`;
    await t.dataSource.query(
      `INSERT INTO plans (code, name, monthly_price, annual_price, max_users, max_active_cases, storage_gb, support_level, is_active)
       VALUES ($1, 'Legacy', 199, 1990, 2, 20, 1, 'basic', false)`,
      [legacy],
    );
    const details = newClinicDetails({ subscriptionPlan: legacy });
    const result = await operator.gql(createMutation, { input: details });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'subscriptionPlan', message: 'Plan must be one of: starter, professional, enterprise' }],
    });
    expect(await clinicsNamed(details.name)).toBe(0);
  });
});

describe('managing a clinic', () => {
  it('replaces every field of the Manage dialog, audits old and new values, and answers the card', async () => {
    const clinic = await createClinic(t.dataSource, { name: 'Harbor Spine', subscription_plan: 'professional' });
    const response = await operator.rest<{ data: Record<string, unknown> }>(
      'PUT',
      `/superadmin/api/clinics/${clinic.id}/billing`,
      everyField({ monthlyBilling: 349 }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      id: clinic.id,
      name: 'Harbor Spine Center',
      email: 'office@harborspine.example',
      phone: '201-555-0188',
      address: '48 Harbor Blvd',
      city: 'Hoboken',
      state: 'NJ',
      zipCode: '07030',
      subscriptionPlan: 'professional',
      billingStatus: 'overdue',
      monthlyBilling: '349.00',
      isActive: false,
      usage: { users: 0, activeCases: 0, storageBytes: 0 },
    });
    const [audit] = await auditRows(t.dataSource, clinic.id);
    expect(audit).toMatchObject({
      action: 'update',
      changed_by: operatorUser.id,
      old_values: {
        name: 'Harbor Spine',
        email: null,
        phone: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
        billingStatus: 'trial',
        isActive: true,
      },
      new_values: {
        name: 'Harbor Spine Center',
        email: 'office@harborspine.example',
        phone: '201-555-0188',
        address: '48 Harbor Blvd',
        city: 'Hoboken',
        state: 'NJ',
        zipCode: '07030',
        billingStatus: 'overdue',
        isActive: false,
      },
    });
    // The plan and the amount did not change, so they are not in the audit row.
    expect(audit.new_values).not.toHaveProperty('subscriptionPlan');
    expect(audit.new_values).not.toHaveProperty('monthlyRate');
    // The status change is a history event, with who and why.
    expect(await historyOf(clinic.id)).toEqual([
      expect.objectContaining({
        kind: 'status_changed',
        previousStatus: 'trial',
        status: 'overdue',
        // The factory's clinic is billed annually: 3,500.00 a year is 291.67 a month.
        amount: '3500.00',
        mrr: '291.67',
        actorUserId: operatorUser.id,
        reason: "Changed by the operator in the clinic's Manage dialog",
      }),
    ]);
  });

  it("refuses a monthly billing other than the plan's price (issue 21), naming the plan and its price, and changes nothing", async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'professional' });
    const before = await clinicRow(t.dataSource, clinic.id);
    const professional = await planRow(t.dataSource, 'professional');
    const message = `Monthly billing comes from the plan: ${professional.name} is $349.00 a month. Choose another plan to change it.`;
    const response = await operator.rest<{ code: string; errors: FieldErrors }>(
      'PUT',
      `/superadmin/api/clinics/${clinic.id}/billing`,
      everyField({ monthlyBilling: 1 }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field: 'monthlyBilling', message }]);
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);
    expect(await historyOf(clinic.id)).toEqual([]);

    const created = await operator.gql(createMutation, { input: newClinicDetails({ monthlyBilling: '1.00' }) });
    expect(created.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(created.errors?.[0].message).toMatch(/^Monthly billing comes from the plan: .* a month/);
  });

  it("bills the new plan's monthly price when the plan changes and no amount is given; keeps the amount otherwise", async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'professional', monthly_rate: '300.00' });
    const enterprise = await planRow(t.dataSource, 'enterprise');
    // The clinic's own (older) rate may be sent back unchanged.
    const sameRate = await operator.gql(updateMutation, { id: clinic.id, input: everyField({ monthlyBilling: '300.00' }) });
    expect(sameRate.errors).toBeUndefined();
    const keep = await operator.gql<{ adminClinicUpdate: { clinic: { monthlyRate: string } } }>(updateMutation, {
      id: clinic.id,
      input: everyField({ monthlyBilling: null }),
    });
    expect(keep.data?.adminClinicUpdate.clinic.monthlyRate).toBe('300.00');

    const upgraded = await operator.gql<{
      adminClinicUpdate: { clinic: Record<string, unknown>; plan: { code: string } };
    }>(updateMutation, { id: clinic.id, input: everyField({ subscriptionPlan: 'enterprise', monthlyBilling: null }) });
    expect(upgraded.errors).toBeUndefined();
    expect(upgraded.data!.adminClinicUpdate).toMatchObject({
      clinic: {
        subscriptionPlan: 'enterprise',
        monthlyRate: enterprise.monthly_price,
        annualRate: enterprise.annual_price,
      },
      plan: { code: 'enterprise' },
    });
    const audit = await auditRows(t.dataSource, clinic.id);
    expect(audit.at(-1)).toMatchObject({
      old_values: { subscriptionPlan: 'professional', monthlyRate: '300.00', annualRate: '3500.00' },
      new_values: {
        subscriptionPlan: 'enterprise',
        monthlyRate: enterprise.monthly_price,
        annualRate: enterprise.annual_price,
      },
    });
  });

  it('writes no audit row when nothing changed', async () => {
    const clinic = await createClinic(t.dataSource, { subscription_plan: 'professional' });
    await operator.rest('PUT', `/superadmin/api/clinics/${clinic.id}/billing`, everyField());
    const again = await operator.rest('PUT', `/superadmin/api/clinics/${clinic.id}/billing`, everyField());
    expect(again.status).toBe(200);
    expect(await auditRows(t.dataSource, clinic.id)).toHaveLength(1);
  });

  it('refuses a plan whose limits the clinic is above, naming each limit, and changes nothing', async () => {
    const starter = await planRow(t.dataSource, 'starter');
    const clinic = await clinicWithUsage(t.dataSource, {
      plan: 'professional',
      users: starter.max_users! + 1,
      openCases: 0,
      documentBytes: [],
      name: `Busy Clinic ${randomUUID().slice(0, 8)}`,
    });
    const before = await clinicRow(t.dataSource, clinic.id);
    const response = await operator.rest<{ code: string; message: string; errors: FieldErrors }>(
      'PUT',
      `/superadmin/api/clinics/${clinic.id}/billing`,
      everyField({ name: clinic.name, subscriptionPlan: 'starter', billingStatus: 'active', isActive: true }),
    );
    const message =
      `${clinic.name} cannot move to the Starter plan: it has ${starter.max_users! + 1} active users ` +
      `(the plan allows ${starter.max_users}). Choose a larger plan, or bring the clinic within these limits first.`;
    expect(response).toEqual({
      status: 422,
      body: { success: false, code: 'LIMIT_REACHED', message, errors: [{ field: 'subscriptionPlan', message }] },
    });
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);

    // At the limit exactly, the plan fits.
    await t.dataSource.query(
      `UPDATE users SET is_active = false WHERE id = (SELECT id FROM users WHERE clinic_id = $1 AND is_active LIMIT 1)`,
      [clinic.id],
    );
    const fits = await operator.rest('PUT', `/superadmin/api/clinics/${clinic.id}/billing`, {
      ...everyField({ name: clinic.name, subscriptionPlan: 'starter' }),
      monthlyBilling: undefined,
    });
    expect(fits.status).toBe(200);
    expect((await clinicRow(t.dataSource, clinic.id)).monthly_rate).toBe(starter.monthly_price);
  });

  it('names the active-case and storage limits too', async () => {
    const starter = await planRow(t.dataSource, 'starter');
    const clinic = await clinicWithUsage(t.dataSource, {
      plan: 'professional',
      users: 1,
      openCases: starter.max_active_cases! + 1,
      documentBytes: [starter.storage_gb * 1024 ** 3 + 1],
    });
    const result = await operator.gql(updateMutation, {
      id: clinic.id,
      input: everyField({ name: clinic.name, subscriptionPlan: 'starter' }),
    });
    expect(result.errors?.[0].extensions?.code).toBe('LIMIT_REACHED');
    expect(result.errors?.[0].message).toContain(
      `it has ${starter.max_active_cases! + 1} active cases (the plan allows ${starter.max_active_cases}), ` +
        `${starter.storage_gb}.00 GB of documents (the plan includes ${starter.storage_gb} GB)`,
    );
  });

  it('keeps a clinic on a plan taken off sale, but moves no other clinic onto it', async () => {
    const legacy = `legacy-${randomUUID().slice(0, 8)}`;
    await t.dataSource.query(
      `INSERT INTO plans (code, name, monthly_price, annual_price, max_users, max_active_cases, storage_gb, support_level, is_active)
       VALUES ($1, 'Legacy', 199, 1990, 2, 20, 1, 'basic', false)`,
      [legacy],
    );
    const onLegacy = await createClinic(t.dataSource, { subscription_plan: legacy });
    const stays = await operator.gql(updateMutation, {
      id: onLegacy.id,
      input: everyField({ subscriptionPlan: legacy, monthlyBilling: null }),
    });
    expect(stays.errors).toBeUndefined();
    const other = await createClinic(t.dataSource, { subscription_plan: 'professional' });
    const moves = await operator.gql(updateMutation, { id: other.id, input: everyField({ subscriptionPlan: legacy }) });
    expect(moves.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await clinicRow(t.dataSource, other.id)).subscription_plan).toBe('professional');
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Name is required'],
    ['a bad email', { email: 'office@' }, 'email', 'Email must be a valid email address'],
    ['no plan', { subscriptionPlan: '' }, 'subscriptionPlan', 'Plan is required'],
    [
      'an unknown plan',
      { subscriptionPlan: 'gold' },
      'subscriptionPlan',
      'Plan must be one of: starter, professional, enterprise',
    ],
    [
      'an unknown status',
      { billingStatus: 'late' },
      'billingStatus',
      'Billing status must be one of: trial, active, overdue, suspended, cancelled',
    ],
    [
      'three decimals',
      { monthlyBilling: '10.005' },
      'monthlyBilling',
      'Monthly billing must be between 0 and 99,999,999.99 with at most 2 decimals',
    ],
    ['active as text', { isActive: 'yes' }, 'isActive', 'Active must be true or false'],
  ])('refuses %s, naming the field, and changes nothing', async (_case, overrides, field, message) => {
    const clinic = await createClinic(t.dataSource);
    const before = await clinicRow(t.dataSource, clinic.id);
    const response = await operator.rest<{ errors: FieldErrors }>(
      'PUT',
      `/superadmin/api/clinics/${clinic.id}/billing`,
      everyField(overrides),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([{ field, message }]);
    expect(await clinicRow(t.dataSource, clinic.id)).toEqual(before);
    expect(await auditRows(t.dataSource, clinic.id)).toEqual([]);
  });

  it('answers a missing clinic with 404 and a bad id with 400', async () => {
    expect(await operator.rest('PUT', '/superadmin/api/clinics/2000000000/billing', everyField())).toMatchObject({
      status: 404,
      body: { message: 'Clinic not found' },
    });
    expect(await operator.rest('PUT', '/superadmin/api/clinics/abc/billing', everyField())).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'id', message: 'Clinic id must be a positive whole number' }] },
    });
  });
});
