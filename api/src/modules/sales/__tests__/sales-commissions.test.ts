import { randomUUID } from 'node:crypto';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { TestClock } from '../../../platform/jobs/clock';
import { signedInClient } from '../../../test/client';
import { createClinic, createUser, type UserRow } from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { CountingProvider, saveCard } from '../../subscriptions/__tests__/billing-fixtures';
import { recordCommissionForPaidInvoice } from '../paid-invoice-commission';
import { subscriptionRevenueOnlyMessage } from '../sales-compliance';
import type { SalesRepresentativeInput } from '../sales.input';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
let operatorUser: UserRow;
const clock = new TestClock(new Date('2031-03-10T12:00:00Z'));
const provider = new CountingProvider();

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock, paymentProvider: provider });
  operatorUser = await createUser(t.dataSource, { role: Role.super_admin });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const operator = (): Scope => ({
  userId: operatorUser.id,
  role: Role.super_admin,
  clinicId: null,
  attorneyId: null,
  displayName: 'Operator',
  sessionId: '',
  request: { requestId: 'test', ip: null, userAgent: null },
});

const repInput = (overrides: Partial<SalesRepresentativeInput> = {}): SalesRepresentativeInput => ({
  firstName: 'Riley',
  lastName: 'Stone',
  email: `rep-${randomUUID()}@sales.test`,
  ...overrides,
});

async function rep(overrides: Partial<SalesRepresentativeInput> = {}) {
  return t.app.services.salesRepresentatives.create(operator(), repInput(overrides));
}

/** A clinic the rep sold, billed today (monthly 99.00 unless annual) with the card given. */
async function soldClinic(repId: number, options: { annual?: boolean; card?: string } = {}) {
  const clinic = await createClinic(t.dataSource, {
    billing_status: 'active',
    billing_frequency: options.annual ? 'annual' : 'monthly',
    monthly_rate: '99.00',
    annual_rate: '1000.00',
    next_billing_date: clock.now().toISOString().slice(0, 10),
  });
  await t.dataSource.query(`UPDATE clinics SET sales_rep_id = $2 WHERE id = $1`, [clinic.id, repId]);
  await saveCard(t.dataSource, clinic.id, options.card ?? '4242424242424242');
  await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
  return clinic.id;
}

const commissionsOf = async (clinicId: number) =>
  (await t.dataSource.query(
    `SELECT id, kind, sale_type AS "saleType", sale_amount::text AS "saleAmount", commission_rate::text AS rate,
            amount::text, status, payout_id AS "payoutId"
       FROM sales_commissions WHERE clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as {
    id: number;
    kind: string;
    saleType: string;
    saleAmount: string;
    rate: string | null;
    amount: string;
    status: string;
    payoutId: number | null;
  }[];

const invoicesOf = async (clinicId: number) =>
  (await t.dataSource.query(`SELECT id, kind, status FROM clinic_invoices WHERE clinic_id = $1 ORDER BY id`, [
    clinicId,
  ])) as { id: number; kind: string; status: string }[];

describe('a paid subscription invoice earns one commission by the rep structure', () => {
  it('percentage: 10% of the sale, a new sale, pending; twice-delivered (even concurrently) still one', async () => {
    const riley = await rep({ commissionRate: '10' });
    const clinicId = await soldClinic(riley.id);
    const [invoice] = await invoicesOf(clinicId);
    expect(invoice.status).toBe('paid');
    await Promise.all([
      t.dataSource.transaction((m) => recordCommissionForPaidInvoice(m, invoice.id)),
      t.dataSource.transaction((m) => recordCommissionForPaidInvoice(m, invoice.id)),
    ]);
    expect(await commissionsOf(clinicId)).toMatchObject([
      { kind: 'sale', saleType: 'new', saleAmount: '99.00', rate: '10.00', amount: '9.90', status: 'pending' },
    ]);
  });

  it('flat: the flat amount per sale, no rate', async () => {
    const flat = await rep({ commissionStructure: 'flat', flatAmount: '50' });
    const clinicId = await soldClinic(flat.id);
    expect(await commissionsOf(clinicId)).toMatchObject([{ saleAmount: '99.00', rate: null, amount: '50.00' }]);
  });

  it("tiered: the rate of the tier the month's paid sales reach with this sale", async () => {
    const tiered = await rep({
      commissionStructure: 'tiered',
      tiers: [
        { fromAmount: '0', rate: '5' },
        { fromAmount: '150', rate: '12.5' },
      ],
    });
    const first = await soldClinic(tiered.id);
    const second = await soldClinic(tiered.id);
    expect(await commissionsOf(first)).toMatchObject([{ rate: '5.00', amount: '4.95' }]);
    expect(await commissionsOf(second)).toMatchObject([{ rate: '12.50', amount: '12.38' }]);
  });

  it('nothing for an unpaid invoice, nor for a clinic without a rep, nor for a debit', async () => {
    const riley = await rep();
    const declined = await soldClinic(riley.id, { card: '4000000000000002' });
    expect((await invoicesOf(declined))[0].status).toBe('open');
    expect(await commissionsOf(declined)).toEqual([]);

    const unsold = await createClinic(t.dataSource, {
      billing_status: 'active',
      billing_frequency: 'monthly',
      monthly_rate: '99.00',
      next_billing_date: clock.now().toISOString().slice(0, 10),
    });
    await saveCard(t.dataSource, unsold.id, '4242424242424242');
    await t.app.services.billingSweep.runClinic(unsold.id, clock.now());
    expect(await commissionsOf(unsold.id)).toEqual([]);

    const paying = await soldClinic(riley.id);
    await t.app.services.subscriptions.applyAdjustment(operator(), {
      clinicId: paying,
      type: 'debit',
      amount: '30.00',
      reason: 'Data migration service',
      requestKey: randomUUID(),
    });
    await t.app.services.subscriptions.payOpenInvoices(operator(), paying);
    expect((await invoicesOf(paying)).map((i) => `${i.kind}:${i.status}`)).toEqual(['subscription:paid', 'debit:paid']);
    expect(await commissionsOf(paying)).toHaveLength(1);
  });
});

describe('approval and payout', () => {
  it('approve moves pending to approved; the payout pays the approved ones and totals them; other moves are refused', async () => {
    const { salesCommissions } = t.app.services;
    const riley = await rep();
    const a = await soldClinic(riley.id);
    const b = await soldClinic(riley.id, { annual: true });
    const [ca] = await commissionsOf(a);
    const [cb] = await commissionsOf(b);
    expect(cb).toMatchObject({ saleAmount: '1000.00', amount: '100.00' });

    await expect(salesCommissions.processPayout(operator(), riley.id)).rejects.toThrow(
      'Riley Stone has no approved commissions to pay',
    );
    const approved = await salesCommissions.approve(operator(), ca.id);
    expect(approved.status).toBe('approved');
    await expect(salesCommissions.approve(operator(), ca.id)).rejects.toThrow('This commission is already approved');
    await salesCommissions.approve(operator(), cb.id);

    const payout = await salesCommissions.processPayout(operator(), riley.id);
    expect(payout).toMatchObject({ total: '109.90', commissionCount: 2, salesRepName: 'Riley Stone' });
    expect((await commissionsOf(a))[0]).toMatchObject({ status: 'paid', payoutId: payout.id });
    expect((await commissionsOf(b))[0]).toMatchObject({ status: 'paid', payoutId: payout.id });
    await expect(salesCommissions.approve(operator(), ca.id)).rejects.toThrow('A paid commission cannot be approved');
    await expect(salesCommissions.processPayout(operator(), riley.id)).rejects.toThrow(
      'Riley Stone has no approved commissions to pay',
    );
    await expect(salesCommissions.approve(operator(), 2_000_000)).rejects.toThrow('Commission not found');

    const [figures] = (await t.app.services.salesRepresentatives.list(operator())).filter((r) => r.id === riley.id);
    expect(figures).toMatchObject({ totalEarned: '109.90', payableAmount: '0.00', pendingAmount: '0.00' });
    const audits = (await t.dataSource.query(
      `SELECT action FROM audit_logs WHERE (entity_type = 'sales_commission' AND entity_id = $1)
          OR (entity_type = 'sales_payout' AND entity_id = $2) ORDER BY id`,
      [String(ca.id), String(payout.id)],
    )) as { action: string }[];
    expect(audits.map((row) => row.action)).toEqual(['create', 'approve', 'process']);
  });
});

describe('clawbacks', () => {
  const refund = (clinicId: number, amount: string) =>
    t.app.services.subscriptions.applyAdjustment(operator(), {
      clinicId,
      type: 'refund',
      amount,
      reason: 'Refund requested',
      requestKey: randomUUID(),
    });

  it('a refund claws back a pending commission', async () => {
    const riley = await rep();
    const clinicId = await soldClinic(riley.id);
    await refund(clinicId, '99.00');
    expect(await commissionsOf(clinicId)).toMatchObject([{ kind: 'sale', status: 'clawed_back' }]);
    const [approveRefused] = await commissionsOf(clinicId);
    await expect(t.app.services.salesCommissions.approve(operator(), approveRefused.id)).rejects.toThrow(
      'A clawed back commission cannot be approved',
    );
  });

  it('a refund after the payout adds a negative line that the next payout nets', async () => {
    const { salesCommissions } = t.app.services;
    const riley = await rep();
    const monthly = await soldClinic(riley.id);
    const [paid] = await commissionsOf(monthly);
    await salesCommissions.approve(operator(), paid.id);
    await salesCommissions.processPayout(operator(), riley.id);
    await refund(monthly, '20.00');
    const [, line] = await commissionsOf(monthly);
    expect(line).toMatchObject({ kind: 'clawback', amount: '-9.90', status: 'approved' });
    await expect(salesCommissions.approve(operator(), line.id)).rejects.toThrow('A clawback line cannot be approved');
    await refund(monthly, '10.00');
    expect(await commissionsOf(monthly)).toHaveLength(2);

    const annual = await soldClinic(riley.id, { annual: true });
    const [next] = await commissionsOf(annual);
    await salesCommissions.approve(operator(), next.id);
    const payout = await salesCommissions.processPayout(operator(), riley.id);
    expect(payout).toMatchObject({ total: '90.10', commissionCount: 2 });
    expect((await commissionsOf(monthly))[1]).toMatchObject({ status: 'paid', payoutId: payout.id });
  });

  it('a cancellation for non-payment within 90 days claws back; one at the clinic request does not', async () => {
    const riley = await rep();
    const clinicId = await soldClinic(riley.id);
    const kept = await soldClinic(riley.id);
    clock.advance({ days: 31 });
    try {
      await saveCard(t.dataSource, clinicId, '4000000000000002');
      await t.app.services.billingSweep.runClinic(clinicId, clock.now());
      const [{ status }] = (await t.dataSource.query(`SELECT billing_status AS status FROM clinics WHERE id = $1`, [
        clinicId,
      ])) as { status: string }[];
      expect(status).toBe('overdue');
      await t.app.services.subscriptions.cancelSubscription(operator(), clinicId, 'Never paid');
      expect(await commissionsOf(clinicId)).toMatchObject([{ status: 'clawed_back' }]);

      await t.app.services.subscriptions.cancelSubscription(operator(), kept, 'Closing the practice');
      expect(await commissionsOf(kept)).toMatchObject([{ status: 'pending' }]);
    } finally {
      clock.set(new Date('2031-03-10T12:00:00Z'));
    }
  });
});

describe('the representative form and the compliance rule', () => {
  it('refuses a commission tied to patients, cases or referrals, and changes nothing', async () => {
    const email = `rep-${randomUUID()}@sales.test`;
    for (const input of [
      repInput({ email, commissionStructure: 'per_patient' }),
      repInput({ email, commissionStructure: 'case referral fee' }),
      repInput({
        email,
        commissionStructure: 'tiered',
        tiers: [{ fromAmount: '0', rate: '5', perReferral: '1' } as never],
      }),
    ])
      await expect(t.app.services.salesRepresentatives.create(operator(), input)).rejects.toThrow(
        subscriptionRevenueOnlyMessage,
      );
    const rows = (await t.dataSource.query(`SELECT 1 FROM sales_representatives WHERE email = $1`, [
      email,
    ])) as unknown[];
    expect(rows).toHaveLength(0);
  });

  it('defaults (rate 10, percentage, quota 0), one email whatever its case, rates in steps of 0.1', async () => {
    const { salesRepresentatives } = t.app.services;
    const email = `Casey-${randomUUID()}@Sales.test`;
    const created = await salesRepresentatives.create(operator(), repInput({ email }));
    expect(created).toMatchObject({
      commissionRate: '10.00',
      commissionStructure: 'percentage',
      monthlyQuota: '0.00',
      email: email.toLowerCase(),
      isActive: true,
    });
    await expect(salesRepresentatives.create(operator(), repInput({ email: email.toUpperCase() }))).rejects.toThrow(
      'A sales representative with this email already exists',
    );
    await expect(salesRepresentatives.create(operator(), repInput({ commissionRate: '10.25' }))).rejects.toThrow(
      'Commission rate must be a number from 0 to 100 in steps of 0.1',
    );
    await expect(salesRepresentatives.create(operator(), repInput({ commissionRate: '101' }))).rejects.toThrow(
      'Commission rate must be a number from 0 to 100 in steps of 0.1',
    );
    await expect(salesRepresentatives.create(operator(), repInput({ commissionStructure: 'flat' }))).rejects.toThrow(
      'A flat structure needs the amount paid per sale',
    );
    const updated = await salesRepresentatives.update(operator(), created.id, {
      ...repInput({ email }),
      commissionRate: '12.5',
      monthlyQuota: '5000',
      isActive: false,
    });
    expect(updated).toMatchObject({ commissionRate: '12.50', monthlyQuota: '5000.00', isActive: false });
  });

  it('is refused to everyone but the super admin', async () => {
    const staff = await createUser(t.dataSource, {
      role: Role.clinic_admin,
      clinic_id: (await createClinic(t.dataSource)).id,
    });
    const scope = { ...operator(), userId: staff.id, role: Role.clinic_admin, clinicId: staff.clinic_id };
    await expect(t.app.services.salesRepresentatives.list(scope)).rejects.toThrow('Only a Super Admin may do this.');
    await expect(t.app.services.salesCommissions.processPayout(scope, 1)).rejects.toThrow(
      'Only a Super Admin may do this.',
    );
  });
});

describe('leads', () => {
  it('converts a waitlist signup once, explains its score, and a won lead records the rep on its clinic', async () => {
    const { salesLeads } = t.app.services;
    const riley = await rep();
    await createClinic(t.dataSource, { state: 'NJ' });
    const [entry] = (await t.dataSource.query(
      `INSERT INTO waitlist (name, email, practice_name, state, monthly_pi_cases, attorney_referral, is_contacted)
       VALUES ('Dana Lee', $1, 'Lee Spine', 'NJ', '50-100', NULL, true) RETURNING id`,
      [`dana-${randomUUID()}@lee.test`],
    )) as { id: number }[];
    const lead = await salesLeads.fromWaitlist(operator(), { waitlistEntryId: entry.id, assignedRepId: riley.id });
    // No follow-up date: not due (false, never null: the GraphQL field is non-null).
    expect(lead.followUpDue).toBe(false);
    expect(lead).toMatchObject({
      companyName: 'Lee Spine',
      status: 'contacted',
      source: 'waitlist',
      waitlistEntryId: entry.id,
    });
    expect(lead.scoreExplanation.map((part) => [part.factor, part.points])).toEqual([
      ['Practice size', 30],
      ['State', 10],
      ['Engagement', 10],
      ['Clinics on the platform nearby', 15],
      ['Attorney already on the platform', 0],
    ]);
    expect(lead.leadScore).toBe(65);
    await expect(salesLeads.fromWaitlist(operator(), { waitlistEntryId: entry.id })).rejects.toThrow(
      `This waitlist signup is already lead #${lead.id}`,
    );

    const followed = await salesLeads.update(operator(), lead.id, { followedUp: true, notes: 'Demo booked' });
    expect(followed.leadScore).toBe(75);
    await expect(salesLeads.update(operator(), lead.id, { status: 'won' })).rejects.toThrow(
      'Choose the clinic this lead became',
    );
    const clinic = await createClinic(t.dataSource);
    const won = await salesLeads.update(operator(), lead.id, { status: 'won', clinicId: clinic.id });
    expect(won).toMatchObject({ status: 'won', clinicId: clinic.id });
    const [{ salesRepId }] = (await t.dataSource.query(
      `SELECT sales_rep_id AS "salesRepId" FROM clinics WHERE id = $1`,
      [clinic.id],
    )) as { salesRepId: number }[];
    expect(salesRepId).toBe(riley.id);
  });
});

describe("the spec's REST calls", () => {
  it('add, edit and list reps, approve, pay out and print the statement, in the spec shapes', async () => {
    const client = await signedInClient(t.url, operatorUser.email);
    const refused = await client.rest('POST', '/api/admin/sales/representatives', { firstName: '', email: 'nope' });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/First name is required/);
    expect(JSON.stringify(refused.body)).toMatch(/Last name is required/);
    expect(JSON.stringify(refused.body)).toMatch(/Email must be a valid email address/);

    const email = `rest-${randomUUID()}@sales.test`;
    const created = await client.rest<{ data: { id: number; commissionRate: number; monthlyQuota: number } }>(
      'POST',
      '/api/admin/sales/representatives',
      {
        firstName: 'Rae',
        lastName: 'Lund',
        email,
        commissionRate: 12.5,
        commissionStructure: 'percentage',
        monthlyQuota: '',
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ commissionRate: 12.5, monthlyQuota: 0 });
    const patched = await client.rest('PATCH', `/api/admin/sales/representatives/${created.body.data.id}`, {
      firstName: 'Rae',
      lastName: 'Lund',
      email,
      commissionRate: 15,
      territory: 'Hudson',
    });
    expect(patched.status).toBe(200);

    const clinicId = await soldClinic(created.body.data.id);
    const [commission] = await commissionsOf(clinicId);
    expect(commission.amount).toBe('14.85');
    const list = await client.rest<{ data: Record<string, unknown>[] }>('GET', '/api/admin/sales/representatives');
    expect(list.body.data.find((rep) => rep.id === created.body.data.id)).toMatchObject({
      firstName: 'Rae',
      commissionRate: 15,
      territory: 'Hudson',
      ytdSales: expect.any(Number),
      totalEarned: 0,
    });
    const commissions = await client.rest<{ data: Record<string, unknown>[] }>(
      'GET',
      '/api/admin/sales/commissions?range=year',
    );
    expect(commissions.body.data.find((row) => row.id === commission.id)).toMatchObject({
      salesRepId: created.body.data.id,
      subscriptionPlan: expect.any(String),
      billingFrequency: 'monthly',
      saleType: 'new',
      saleAmount: 99,
      commissionAmount: 14.85,
      commissionRate: 15,
      status: 'pending',
    });
    expect((await client.rest('GET', '/api/admin/sales/commissions?range=decade')).status).toBe(400);
    expect((await client.rest('GET', '/api/admin/sales/leads')).body).toEqual({ data: expect.any(Array) });

    expect((await client.rest('POST', `/api/admin/sales/commissions/${commission.id}/approve`)).status).toBe(200);
    const payout = await client.rest<{ data: { id: number; total: number } }>(
      'POST',
      '/api/admin/sales/payouts/process',
      {
        salesRepId: created.body.data.id,
      },
    );
    expect(payout.status).toBe(200);
    expect(payout.body.data.total).toBe(14.85);
    const pdf = await client.request('GET', `/api/admin/sales/payouts/${payout.body.data.id}/statement.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
