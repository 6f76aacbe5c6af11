import { Role } from '../../../platform/access/role';
import { TestClient, signedInClient } from '../../../test/client';
import { createAttorneyUser, createClinic, createClinicWithUsers, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { saveCard } from '../../subscriptions/__tests__/billing-fixtures';
import { successRateOf } from '../billing-controls.service';
import { daysFromNow, insertInvoice, insertPayment, insertSubscriptionEvent } from './billing-fixture';

// The Billing tab's figures are platform-wide: this file has a database of its own.
let t: TestApp;
let operator: TestClient;
const others: Record<string, TestClient> = {};
const clinics: Record<string, number> = {};
const fixturePayments: { id: number; at: Date; clinic: string }[] = [];
let adjustmentId: number;

const summaryQuery = `{ operatorBillingSummary {
  monthlyRevenue activeSubscriptions overdueAccounts outstandingTotal successRate successfulCharges failedCharges
  alerts { kind count message status }
  recentPayments { id clinicName }
} }`;

beforeAll(async () => {
  t = await startIsolatedApp();
  const ds = t.dataSource;
  const operatorUser = await createUser(ds, { role: Role.super_admin, first_name: 'Avery', last_name: 'Quinn' });
  operator = await signedInClient(t.url, operatorUser.email);

  // Alder: active monthly; its MRR went 349 -> 599 yesterday; a change dated tomorrow does not count yet.
  const alder = await createClinicWithUsers(ds, {
    name: 'Alder Chiropractic',
    billing_status: 'active',
    billing_frequency: 'monthly',
    monthly_rate: '599.00',
    next_billing_date: '2031-01-15',
  });
  clinics.alder = alder.clinic.id;
  await insertSubscriptionEvent(ds, clinics.alder, { daysAgo: 60, status: 'active', mrr: '349.00' });
  await insertSubscriptionEvent(ds, clinics.alder, { daysAgo: 1, status: 'active', mrr: '599.00' });
  await insertSubscriptionEvent(ds, clinics.alder, { daysAgo: -1, status: 'active', mrr: '9999.00' });
  // Birch: overdue annual (3500 / 12 = 291.67 a month), an invoice 10 days past due: past the 7-day grace.
  clinics.birch = (
    await createClinic(ds, {
      name: 'Birch Spine',
      billing_status: 'overdue',
      billing_frequency: 'annual',
      annual_rate: '3500.00',
      balance: '-291.67',
    })
  ).id;
  await insertSubscriptionEvent(ds, clinics.birch, {
    daysAgo: 30,
    status: 'overdue',
    mrr: '291.67',
    frequency: 'annual',
    amount: '3500.00',
  });
  const birchInvoice = await insertInvoice(ds, clinics.birch, {
    number: 'CB-2026-900001',
    total: '3500.00',
    dueDaysAgo: 10,
  });
  // Cedar: suspended (MRR 0 since its suspension), owes 100.
  clinics.cedar = (
    await createClinic(ds, { name: 'Cedar Wellness', billing_status: 'suspended', balance: '-100.00' })
  ).id;
  await insertSubscriptionEvent(ds, clinics.cedar, { daysAgo: 90, status: 'active', mrr: '249.00' });
  await insertSubscriptionEvent(ds, clinics.cedar, { daysAgo: 5, status: 'suspended', mrr: '0.00' });
  // Dogwood: a trial ending in 2 days (within the 3-day reminder window); no history, so no MRR.
  clinics.dogwood = (
    await createClinic(ds, { name: 'Dogwood Health', billing_status: 'trial', trial_ends_at: daysFromNow(2) })
  ).id;
  // Elm: cancelled with a credit (a positive balance owes nothing).
  clinics.elm = (await createClinic(ds, { name: 'Elm Clinic', billing_status: 'cancelled', balance: '50.00' })).id;
  // Fir: overdue 2 days, within the grace period; owes 25.
  clinics.fir = (
    await createClinic(ds, {
      name: 'Fir Therapy',
      billing_status: 'overdue',
      balance: '-25.00',
      monthly_rate: '249.00',
    })
  ).id;
  await insertSubscriptionEvent(ds, clinics.fir, { daysAgo: 10, status: 'overdue', mrr: '249.00' });
  await insertInvoice(ds, clinics.fir, { number: 'CB-2026-900002', total: '249.00', dueDaysAgo: 2 });

  const pay = async (clinic: string, days: number, status: 'successful' | 'failed' | 'pending', extra = {}) => {
    const at = daysFromNow(-days);
    const id = await insertPayment(ds, clinics[clinic], {
      at,
      status,
      amount: '100.00',
      key: `fixture-${clinic}-${days}-${status}`,
      ...extra,
    });
    fixturePayments.push({ id, at, clinic });
  };
  await pay('alder', 2, 'successful');
  await pay('birch', 3, 'failed', { invoiceId: birchInvoice });
  await pay('birch', 20, 'failed', { invoiceId: birchInvoice });
  await pay('fir', 40, 'successful'); // older than 30 days: not in the rate
  await pay('cedar', 1, 'pending'); // not decided: not in the rate
  await pay('alder', 0.5, 'successful', { kind: 'refund' }); // a refund is not a charge
  await pay('elm', 400, 'successful'); // last year's

  const [adjustment]: { id: number }[] = await ds.query(
    `INSERT INTO billing_adjustments (clinic_id, type, amount, reason, status, applied_by, applied_at, request_key)
     VALUES ($1, 'credit', '40.00', 'Goodwill', 'applied', $2, now(), 'fixture-adjustment-1') RETURNING id`,
    [clinics.fir, operatorUser.id],
  );
  adjustmentId = adjustment.id;

  others.clinic_staff = await signedInClient(t.url, alder.staff.email);
  others.clinic_admin = await signedInClient(t.url, alder.admin.email);
  others.attorney = await signedInClient(t.url, (await createAttorneyUser(ds)).user.email);
}, 60_000);
afterAll(() => t?.close());

describe('the Billing tab figures', () => {
  it('match a hand calculation over the fixture', async () => {
    const result = await operator.gql<{ operatorBillingSummary: Record<string, unknown> }>(summaryQuery);
    expect(result.errors).toBeUndefined();
    const summary = result.data!.operatorBillingSummary;
    expect(summary).toMatchObject({
      // 599 (Alder, the latest change at or before now) + 291.67 (Birch) + 249 (Fir) + 0 (Cedar, suspended).
      monthlyRevenue: '1139.67',
      activeSubscriptions: 1,
      overdueAccounts: 3, // Birch, Fir (overdue) and Cedar (suspended)
      outstandingTotal: '416.67', // 291.67 + 25 + 100; Elm's credit is not owed
      // Charges in 30 days: 1 successful (Alder), 2 failed (Birch); pending and refunds do not count.
      successRate: '33.3',
      successfulCharges: 1,
      failedCharges: 2,
    });
    expect(summary.alerts).toEqual([
      { kind: 'suspended', count: 1, message: '1 clinic is suspended (read-only until paid)', status: 'suspended' },
      {
        kind: 'overdue_past_grace',
        count: 1,
        message: '1 clinic is overdue past the 7-day grace period',
        status: 'overdue',
      },
      { kind: 'failed_charges', count: 1, message: '1 charge failed in the last 7 days', status: 'overdue' },
      { kind: 'trials_ending', count: 1, message: '1 trial ends within 3 days', status: 'trial' },
    ]);
    const newestFive = [...fixturePayments].sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, 5);
    expect(summary.recentPayments).toEqual(newestFive.map((payment) => expect.objectContaining({ id: payment.id })));
  });

  it('the success rate reads "no charges" (null) when none were decided, and alerts follow the settings', async () => {
    await operator.gql(
      `mutation { billingSettingsUpdate(input: { gracePeriodDays: 1, reminderDaysBefore: 1 }) { gracePeriodDays } }`,
    );
    const result = await operator.gql<{ operatorBillingSummary: { alerts: { kind: string; count: number }[] } }>(
      summaryQuery,
    );
    // Fir (2 days past due) is now past a 1-day grace; Dogwood's trial (2 days) is outside a 1-day window.
    expect(result.data!.operatorBillingSummary.alerts.map(({ kind, count }) => ({ kind, count }))).toEqual([
      { kind: 'suspended', count: 1 },
      { kind: 'overdue_past_grace', count: 2 },
      { kind: 'failed_charges', count: 1 },
    ]);
    await operator.gql(
      `mutation { billingSettingsUpdate(input: { gracePeriodDays: 7, reminderDaysBefore: 3 }) { gracePeriodDays } }`,
    );
    expect(successRateOf(0, 0)).toBeNull();
    expect(successRateOf(2, 0)).toBe('100.0');
  });
});

describe('the billing records', () => {
  it('list one record per clinic by name, filtered by status, in keyset pages', async () => {
    const page = async (status: string | null, first: number, after: string | null = null) => {
      const result = await operator.gql<{
        billingRecords: {
          nodes: Record<string, unknown>[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      }>(
        `query($status: SubscriptionStatusFilter, $first: Int, $after: String) {
           billingRecords(status: $status, first: $first, after: $after) {
             nodes { id clinicId clinicName subscriptionPlan billingFrequency amount status nextBillingDate balance }
             pageInfo { hasNextPage endCursor }
           }
         }`,
        { status, first, after },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.billingRecords;
    };
    const overdue = await page('overdue', 1);
    expect(overdue.nodes).toEqual([
      {
        id: clinics.birch,
        clinicId: clinics.birch,
        clinicName: 'Birch Spine',
        subscriptionPlan: 'professional',
        billingFrequency: 'annual',
        amount: '3500.00',
        status: 'overdue',
        nextBillingDate: null,
        balance: '-291.67',
      },
    ]);
    expect(overdue.pageInfo.hasNextPage).toBe(true);
    const second = await page('overdue', 1, overdue.pageInfo.endCursor);
    expect(second.nodes.map((node) => node.clinicName)).toEqual(['Fir Therapy']);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await page('trial', 10)).nodes.map((node) => node.clinicName)).toEqual(['Dogwood Health']);
    const all = await page(null, 100);
    expect(all.nodes.map((node) => node.clinicName)).toEqual([
      'Alder Chiropractic',
      'Birch Spine',
      'Cedar Wellness',
      'Dogwood Health',
      'Elm Clinic',
      'Fir Therapy',
    ]);
    expect(all.nodes[0]).toMatchObject({
      amount: '599.00',
      billingFrequency: 'monthly',
      nextBillingDate: '2031-01-15',
    });
  });
});

describe('finding a clinic by name', () => {
  it('keeps the clinics whose name contains the term, case-insensitive, with % and _ taken literally, on both transports', async () => {
    const search = async (term: string) => {
      const result = await operator.gql<{ billingRecords: { nodes: { clinicName: string }[] } }>(
        `query($search: String) { billingRecords(search: $search, first: 50) { nodes { clinicName } } }`,
        { search: term },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.billingRecords.nodes.map((node) => node.clinicName);
    };
    expect(await search('IR')).toEqual(['Alder Chiropractic', 'Birch Spine', 'Fir Therapy']);
    expect(await search('%')).toEqual([]);
    expect(await search('ther')).toEqual(['Fir Therapy']);
    const rest = await operator.rest<{ data: { clinicName: string }[] }>(
      'GET',
      '/api/admin/billing/records?search=elm',
    );
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((record) => record.clinicName)).toEqual(['Elm Clinic']);
  });
});

/** The calendar period's start in UTC, worked out here independently of the SQL. */
function rangeStart(range: 'week' | 'month' | 'quarter' | 'year', now = new Date()): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (range === 'year') return new Date(Date.UTC(year, 0, 1));
  if (range === 'quarter') return new Date(Date.UTC(year, month - (month % 3), 1));
  if (range === 'month') return new Date(Date.UTC(year, month, 1));
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(year, month, now.getUTCDate() - sinceMonday));
}

describe('the spec’s REST calls', () => {
  it('GET /api/admin/billing/history?range= answers the period’s payments, newest first, in the spec’s shape', async () => {
    for (const range of ['week', 'month', 'quarter', 'year'] as const) {
      const response = await operator.rest<{ data: Record<string, unknown>[] }>(
        'GET',
        `/api/admin/billing/history?range=${range}`,
      );
      expect(response.status).toBe(200);
      const expected = fixturePayments
        .filter((payment) => payment.at >= rangeStart(range))
        .sort((a, b) => b.at.getTime() - a.at.getTime())
        .map((payment) => payment.id);
      expect({ range, ids: response.body.data.map((entry) => entry.id) }).toEqual({ range, ids: expected });
    }
    const { body } = await operator.rest<{ data: Record<string, unknown>[] }>(
      'GET',
      '/api/admin/billing/history?range=year',
    );
    const failed = body.data.find((entry) => entry.status === 'failed' && entry.clinicName === 'Birch Spine');
    expect(failed).toEqual({
      id: expect.any(Number),
      clinicId: clinics.birch,
      clinicName: 'Birch Spine',
      description: expect.stringMatching(/^Payment fixture-birch-/),
      paymentMethod: 'Visa •••• 4242',
      transactionId: null,
      invoiceId: expect.any(Number),
      invoiceNumber: 'CB-2026-900001',
      amount: '100.00',
      paymentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: 'failed',
      kind: 'charge',
    });
  });

  it('a bad range is a 400 naming the allowed values', async () => {
    const response = await operator.rest('GET', '/api/admin/billing/history?range=decade');
    expect(response).toMatchObject({
      status: 400,
      body: { success: false, message: 'range must be one of: week, month, quarter, year' },
    });
  });

  it('GET /api/admin/billing/records and /adjustments answer { data: [...] } in the spec’s shapes', async () => {
    const records = await operator.rest<{ data: Record<string, unknown>[] }>('GET', '/api/admin/billing/records');
    expect(records.status).toBe(200);
    expect(records.body.data).toHaveLength(6);
    expect(records.body.data.find((record) => record.clinicId === clinics.cedar)).toEqual({
      id: clinics.cedar,
      clinicId: clinics.cedar,
      clinicName: 'Cedar Wellness',
      subscriptionPlan: 'professional',
      billingFrequency: 'annual',
      amount: '3500.00',
      status: 'suspended',
      nextBillingDate: null,
      balance: '-100.00',
    });
    const adjustments = await operator.rest<{ data: Record<string, unknown>[] }>(
      'GET',
      '/api/admin/billing/adjustments',
    );
    expect(adjustments.body.data).toEqual([
      {
        id: adjustmentId,
        clinicId: clinics.fir,
        clinicName: 'Fir Therapy',
        type: 'credit',
        amount: '40.00',
        reason: 'Goodwill',
        appliedBy: 'Avery Quinn',
        appliedAt: expect.stringMatching(/^\d{4}-/),
        status: 'applied',
        failureMessage: null,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
  });
});

describe('the Billing tab is the super admin’s alone', () => {
  const reads: [string, string][] = [
    ['GET', '/api/admin/billing/records'],
    ['GET', '/api/admin/billing/history?range=month'],
    ['GET', '/api/admin/billing/adjustments'],
  ];
  const writes = () =>
    [
      ['POST', '/api/admin/billing/adjustments', { clinicId: clinics.fir, type: 'credit', amount: 5, reason: 'x' }],
      ['POST', `/api/admin/billing/subscriptions/${clinics.fir}/cancel`, {}],
      ['POST', `/api/admin/billing/payments/${clinics.fir}/retry`, {}],
    ] as const;

  it.each(['clinic_staff', 'clinic_admin', 'attorney'])(
    '%s is refused every call and changes nothing',
    async (role) => {
      const client = others[role];
      for (const [method, path] of reads) {
        expect({ path, status: (await client.rest(method, path)).status }).toEqual({ path, status: 403 });
      }
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_adjustments`);
      for (const [method, path, body] of writes()) {
        expect({ path, status: (await client.rest(method, path, body)).status }).toEqual({ path, status: 403 });
      }
      expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_adjustments`)).toEqual(before);
      for (const field of [
        'operatorBillingSummary { activeSubscriptions }',
        'billingRecords { nodes { id } }',
        'billingSettings { maxRetries }',
      ]) {
        const result = await client.gql(`{ ${field} }`);
        expect({ field, code: result.errors?.[0].extensions?.code }).toEqual({ field, code: 'FORBIDDEN' });
      }
    },
  );

  it('signed out is a 401', async () => {
    const anonymous = new TestClient(t.url);
    expect((await anonymous.rest('GET', '/api/admin/billing/records')).status).toBe(401);
  });
});

describe('the billing settings', () => {
  it('save with their bounds, audited, read back by the engine’s reader', async () => {
    const saved = await operator.gql<{ billingSettingsUpdate: Record<string, unknown> }>(
      `mutation { billingSettingsUpdate(input: { maxRetries: 4, lateFee: "30", notifySuspension: false }) {
         maxRetries retryIntervalDays lateFee gracePeriodDays reminderDaysBefore
         notifyPaymentFailed notifyUpcomingRenewal notifySuspension updatedByName
       } }`,
    );
    expect(saved.data!.billingSettingsUpdate).toEqual({
      maxRetries: 4,
      retryIntervalDays: 3,
      lateFee: '30.00',
      gracePeriodDays: 7,
      reminderDaysBefore: 3,
      notifyPaymentFailed: true,
      notifyUpcomingRenewal: true,
      notifySuspension: false,
      updatedByName: 'Avery Quinn',
    });
    expect(await t.app.services.settings.get('billing.maxRetries')).toBe(4);
    expect(await t.app.services.settings.get('billing.lateFee')).toBe('30.00');
    const [audit] = await t.dataSource.query(
      `SELECT entity_id, old_values, new_values FROM audit_logs
        WHERE entity_type = 'system_settings' AND entity_id = 'billing' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      entity_id: 'billing',
      old_values: { maxRetries: 3, lateFee: '25.00', notifySuspension: true },
      new_values: { maxRetries: 4, lateFee: '30.00', notifySuspension: false },
    });
  });

  it('refuse values out of bounds naming the field, and save nothing', async () => {
    const before = await t.dataSource.query(`SELECT setting_key, setting_value FROM system_settings ORDER BY 1`);
    const cases: [string, string, string][] = [
      ['maxRetries: 11', 'maxRetries', 'Max retries must be a whole number of retries from 0 to 10'],
      ['retryIntervalDays: 0', 'retryIntervalDays', 'Retry interval must be a whole number of days from 1 to 30'],
      ['lateFee: "1000.01"', 'lateFee', 'Late fee must be an amount from 0 to 1000 with at most 2 decimals'],
      ['gracePeriodDays: 61', 'gracePeriodDays', 'Grace period must be a whole number of days from 0 to 60'],
      ['reminderDaysBefore: -1', 'reminderDaysBefore', 'Reminder must be a whole number of days from 0 to 30'],
    ];
    for (const [input, field, message] of cases) {
      const result = await operator.gql(
        `mutation { billingSettingsUpdate(input: { notifyPaymentFailed: false, ${input} }) { maxRetries } }`,
      );
      expect({ input, error: result.errors?.[0].extensions }).toEqual({
        input,
        error: expect.objectContaining({ code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] }),
      });
    }
    const empty = await operator.gql(`mutation { billingSettingsUpdate(input: {}) { maxRetries } }`);
    expect(empty.errors?.[0].message).toMatch(/^Choose a setting to change: max retries/);
    expect(await t.dataSource.query(`SELECT setting_key, setting_value FROM system_settings ORDER BY 1`)).toEqual(
      before,
    );
  });
});

describe('the three actions (through the billing engine)', () => {
  const adjustmentCount = async () =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM billing_adjustments`))[0].n);
  const balanceOf = async (clinicId: number) =>
    (await t.dataSource.query(`SELECT balance::text AS balance FROM clinics WHERE id = $1`, [clinicId]))[0].balance;

  it('POST /api/admin/billing/adjustments applies a credit once per request key, audited by the engine', async () => {
    const body = {
      clinicId: clinics.fir,
      type: 'credit',
      amount: 40,
      reason: 'Goodwill for the outage',
      requestKey: 'form-opening-0001',
    };
    const first = await operator.rest<{ data: Record<string, unknown> }>(
      'POST',
      '/api/admin/billing/adjustments',
      body,
    );
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      clinicId: clinics.fir,
      clinicName: 'Fir Therapy',
      type: 'credit',
      amount: '40.00',
      reason: 'Goodwill for the outage',
      appliedBy: 'Avery Quinn',
      status: 'applied',
    });
    expect(await balanceOf(clinics.fir)).toBe('15.00'); // -25 + 40
    const again = await operator.rest<{ data: Record<string, unknown> }>(
      'POST',
      '/api/admin/billing/adjustments',
      body,
    );
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(clinics.fir)).toBe('15.00');
    const listed = await operator.rest<{ data: { id: number }[] }>('GET', '/api/admin/billing/adjustments');
    expect(listed.body.data[0].id).toBe(first.body.data.id);
  });

  it('refuses bad adjustments naming the field, and writes nothing', async () => {
    const before = { count: await adjustmentCount(), balance: await balanceOf(clinics.fir) };
    const good = { clinicId: clinics.fir, type: 'credit', amount: '5.00', reason: 'Test' };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [
        { ...good, amount: 0 },
        400,
        'amount',
        'Amount must be more than 0 and at most 99,999,999.99, with at most 2 decimals',
      ],
      [
        { ...good, amount: '5.001' },
        400,
        'amount',
        'Amount must be more than 0 and at most 99,999,999.99, with at most 2 decimals',
      ],
      [{ ...good, reason: '  ' }, 400, 'reason', 'Reason is required'],
      [{ ...good, type: 'gift' }, 400, 'type', 'Type must be one of: credit, debit, refund'],
      [{ ...good, clinicId: 'x' }, 400, 'clinicId', 'Clinic must be chosen from the list'],
      [{ ...good, balance: '100' }, 400, 'balance', 'property balance should not exist'],
    ];
    for (const [body, status, field, message] of cases) {
      const response = await operator.rest<{ errors?: unknown }>('POST', '/api/admin/billing/adjustments', body);
      expect({ body, status: response.status, errors: response.body.errors }).toEqual({
        body,
        status,
        errors: [{ field, message }],
      });
    }
    const missing = await operator.rest('POST', '/api/admin/billing/adjustments', { ...good, clinicId: 999999 });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Clinic not found' } });
    const graphql = await operator.gql(
      `mutation($input: BillingAdjustmentInput!) { billingAdjustmentApply(input: $input) { id } }`,
      { input: { ...good, amount: '-3' } },
    );
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect({ count: await adjustmentCount(), balance: await balanceOf(clinics.fir) }).toEqual(before);
  });

  it('GraphQL applies a debit as the same operation', async () => {
    const result = await operator.gql<{ billingAdjustmentApply: { type: string; amount: string; status: string } }>(
      `mutation($input: BillingAdjustmentInput!) { billingAdjustmentApply(input: $input) { type amount status } }`,
      {
        input: {
          clinicId: clinics.elm,
          type: 'debit',
          amount: '12.50',
          reason: 'Setup fee',
          requestKey: 'form-opening-0002',
        },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.billingAdjustmentApply).toEqual({ type: 'debit', amount: '12.50', status: 'applied' });
    expect(await balanceOf(clinics.elm)).toBe('37.50'); // 50 - 12.50
  });

  it('POST .../payments/{clinicId}/retry charges the open invoices now; .../subscriptions/{clinicId}/cancel cancels', async () => {
    await saveCard(t.dataSource, clinics.birch, '4242424242424242');
    const retried = await operator.rest<{ data: { payment: Record<string, unknown> | null; record: unknown } }>(
      'POST',
      `/api/admin/billing/payments/${clinics.birch}/retry`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({
      payment: { clinicId: clinics.birch, status: 'successful', kind: 'charge', amount: '3500.00' },
      record: { clinicId: clinics.birch, status: 'active' },
    });
    const [birch] = await t.dataSource.query(`SELECT billing_status FROM clinics WHERE id = $1`, [clinics.birch]);
    expect(birch.billing_status).toBe('active');

    const cancelled = await operator.rest<{ data: Record<string, unknown> }>(
      'POST',
      `/api/admin/billing/subscriptions/${clinics.alder}/cancel`,
      {},
    );
    expect(cancelled).toMatchObject({ status: 200, body: { data: { clinicId: clinics.alder, status: 'cancelled' } } });
    const summary = await operator.gql<{ operatorBillingSummary: { activeSubscriptions: number } }>(summaryQuery);
    expect(summary.data!.operatorBillingSummary.activeSubscriptions).toBe(1); // Birch now, Alder no longer
    expect((await operator.rest('POST', '/api/admin/billing/payments/999999/retry')).status).toBe(404);
    expect((await operator.rest('POST', '/api/admin/billing/subscriptions/0/cancel')).status).toBe(400);
  });
});
