import { randomUUID } from 'node:crypto';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { TestClock } from '../../../platform/jobs/clock';
import { createClinic, createUser, type UserRow } from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { CountingProvider, notificationKinds, saveCard, snapshot } from './billing-fixtures';

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
let operatorUser: UserRow;
const clock = new TestClock(new Date('2031-01-10T12:00:00Z'));
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

const scopeOf = (user: UserRow, clinicId: number | null = null): Scope => ({
  userId: user.id,
  role: user.role,
  clinicId,
  attorneyId: null,
  displayName: 'Tester',
  sessionId: '',
  request: { requestId: 'test', ip: null, userAgent: null },
});

/** An active clinic that paid one month (99.00) with a good card. */
async function payingClinic() {
  const clinic = await createClinic(t.dataSource, {
    billing_status: 'active',
    billing_frequency: 'monthly',
    monthly_rate: '99.00',
    next_billing_date: '2031-01-10',
  });
  await saveCard(t.dataSource, clinic.id, '4242424242424242');
  await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
  return clinic.id;
}

const adjustments = async (clinicId: number) =>
  (await t.dataSource.query(
    `SELECT type, amount::text, status FROM billing_adjustments WHERE clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as { type: string; amount: string; status: string }[];

describe('adjustments', () => {
  it('applies a double-submitted credit once and returns the first', async () => {
    const clinicId = await payingClinic();
    const { subscriptions } = t.app.services;
    const request = {
      clinicId,
      type: 'credit' as const,
      amount: '40.00',
      reason: 'Goodwill',
      requestKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      subscriptions.applyAdjustment(scopeOf(operatorUser), request),
      subscriptions.applyAdjustment(scopeOf(operatorUser), request),
    ]);
    expect(second.id).toBe(first.id);
    expect(await adjustments(clinicId)).toEqual([{ type: 'credit', amount: '40.00', status: 'applied' }]);
    const now = await snapshot(t.dataSource, clinicId);
    expect(now).toMatchObject({ balance: '40.00', formulaBalance: '40.00' });
    const audits = (await t.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_logs WHERE entity_type = 'billing_adjustment' AND clinic_id = $1`,
      [clinicId],
    )) as { n: number }[];
    expect(audits[0].n).toBe(1);
  });

  it('uses the credit on the next invoice, and a debit raises an invoice', async () => {
    const clinicId = await payingClinic();
    const { subscriptions, billingSweep } = t.app.services;
    await subscriptions.applyAdjustment(scopeOf(operatorUser), {
      clinicId,
      type: 'credit',
      amount: '30.00',
      reason: 'Outage',
      requestKey: randomUUID(),
    });
    await billingSweep.runClinic(clinicId, new Date('2031-02-10T12:00:00Z'));
    const lines = (await t.dataSource.query(
      `SELECT l.kind, l.amount::text FROM clinic_invoice_lines l JOIN clinic_invoices i ON i.id = l.invoice_id
        WHERE i.clinic_id = $1 AND i.period_start = '2031-02-10' ORDER BY l.position`,
      [clinicId],
    )) as { kind: string; amount: string }[];
    expect(lines).toEqual([
      { kind: 'subscription', amount: '99.00' },
      { kind: 'credit_applied', amount: '-30.00' },
    ]);
    let now = await snapshot(t.dataSource, clinicId);
    expect(now.payments.at(-1)).toMatchObject({ status: 'successful', amount: '69.00' });
    expect(now).toMatchObject({ balance: '0.00', formulaBalance: '0.00' });

    await subscriptions.applyAdjustment(scopeOf(operatorUser), {
      clinicId,
      type: 'debit',
      amount: '15.50',
      reason: 'Extra storage',
      requestKey: randomUUID(),
    });
    now = await snapshot(t.dataSource, clinicId);
    expect(now.invoices.at(-1)).toMatchObject({ kind: 'debit', status: 'open', total: '15.50' });
    expect(now).toMatchObject({ balance: '-15.50', formulaBalance: '-15.50' });
  });

  it('refunds through the provider against the latest charge, never more than is left of it', async () => {
    const clinicId = await payingClinic();
    const { subscriptions } = t.app.services;
    const refund = await subscriptions.applyAdjustment(scopeOf(operatorUser), {
      clinicId,
      type: 'refund',
      amount: '60.00',
      reason: 'Billed twice',
      requestKey: randomUUID(),
    });
    expect(refund).toMatchObject({ status: 'applied', paymentId: expect.any(Number) });
    expect(provider.refunds).toContain(`refund:${refund.id}`);
    let now = await snapshot(t.dataSource, clinicId);
    expect(now.payments.at(-1)).toMatchObject({ kind: 'refund', status: 'successful', amount: '60.00' });
    expect(now).toMatchObject({ balance: '-60.00', formulaBalance: '-60.00' });

    const tooMuch = subscriptions.applyAdjustment(scopeOf(operatorUser), {
      clinicId,
      type: 'refund',
      amount: '39.01',
      reason: 'More',
      requestKey: randomUUID(),
    });
    await expect(tooMuch).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A refund may not exceed the latest payment: $39.00 of $99.00 is left to refund',
    });
    now = await snapshot(t.dataSource, clinicId);
    expect(now.payments).toHaveLength(2);
    expect(await adjustments(clinicId)).toEqual([{ type: 'refund', amount: '60.00', status: 'applied' }]);
  });

  it('a refund left pending by a run that died is asked again with its key by the sweep, and moves money once', async () => {
    const clinicId = await payingClinic();
    const { subscriptions, billingSweep } = t.app.services;
    provider.loseNextRefundAnswer = true;
    const refund = await subscriptions.applyAdjustment(scopeOf(operatorUser), {
      clinicId,
      type: 'refund',
      amount: '25.00',
      reason: 'Goodwill',
      requestKey: randomUUID(),
    });
    expect(refund.status).toBe('pending');
    expect(await snapshot(t.dataSource, clinicId)).toMatchObject({ balance: '0.00', formulaBalance: '0.00' });

    // Just written (by the database's clock): it may still be in flight, so it is left alone.
    await billingSweep.runClinic(clinicId, new Date());
    expect(await adjustments(clinicId)).toEqual([{ type: 'refund', amount: '25.00', status: 'pending' }]);

    // Long after: the sweep finds the clinic, asks the provider again with the same key, and settles it once.
    expect(await billingSweep.clinicsDue(clock.now())).toContain(clinicId);
    await billingSweep.runClinic(clinicId, clock.now());
    await billingSweep.runClinic(clinicId, clock.now());
    expect(provider.refunds.filter((key) => key === `refund:${refund.id}`)).toHaveLength(2);
    expect(await adjustments(clinicId)).toEqual([{ type: 'refund', amount: '25.00', status: 'applied' }]);
    const now = await snapshot(t.dataSource, clinicId);
    expect(now.payments.at(-1)).toMatchObject({ kind: 'refund', status: 'successful', amount: '25.00' });
    expect(now).toMatchObject({ balance: '-25.00', formulaBalance: '-25.00' });
    expect(await billingSweep.clinicsDue(clock.now())).not.toContain(clinicId);
  });

  it('refuses bad input with a message per field, and anyone but the operator', async () => {
    const clinicId = await payingClinic();
    const { subscriptions } = t.app.services;
    await expect(
      subscriptions.applyAdjustment(scopeOf(operatorUser), {
        clinicId,
        type: 'gift' as never,
        amount: '10.001',
        reason: '  ',
        requestKey: randomUUID(),
      }),
    ).rejects.toMatchObject({
      fieldErrors: [
        { field: 'type', message: 'Type must be one of: credit, debit, refund' },
        { field: 'amount', message: 'Amount must be more than 0 with at most 2 decimals (e.g. 25.00)' },
        { field: 'reason', message: 'Reason is required' },
      ],
    });
    await expect(
      subscriptions.applyAdjustment(scopeOf(operatorUser), {
        clinicId,
        type: 'credit',
        amount: '0.00',
        reason: 'Zero',
        requestKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ fieldErrors: [{ field: 'amount' }] });
    const admin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinicId });
    await expect(
      subscriptions.applyAdjustment(scopeOf(admin, clinicId), {
        clinicId,
        type: 'credit',
        amount: '10.00',
        reason: 'Self',
        requestKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await adjustments(clinicId)).toEqual([]);
  });
});

describe('charging runs once however often the work runs', () => {
  it('a second run while the first waits on the provider charges with the same key, and money moves once', async () => {
    const clinic = await createClinic(t.dataSource, {
      billing_status: 'active',
      monthly_rate: '99.00',
      billing_frequency: 'monthly',
      next_billing_date: '2031-01-10',
    });
    await saveCard(t.dataSource, clinic.id, '4242424242424242');
    const realCharge = provider.charge.bind(provider);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const results: string[] = [];
    provider.charge = async (request) => {
      calls += 1;
      const outcome = await realCharge(request);
      if (calls === 1) await held; // the first run stalls (a slow provider, or a process about to die)
      results.push(outcome.transactionId!);
      return outcome;
    };
    try {
      const before = provider.charges.length;
      const first = t.app.services.billingSweep.runClinic(clinic.id, clock.now());
      while (calls === 0) await new Promise((resolve) => setTimeout(resolve, 20));
      // The job runs again (its retry after a timeout): it finds the pending payment and uses its key.
      await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
      release();
      await first;
      const keys = provider.charges.slice(before);
      expect(keys).toEqual([keys[0], keys[0]]);
      expect(keys[0]).toMatch(/^charge:\d+:1$/);
      expect(results[0]).toBe(results[1]);
    } finally {
      provider.charge = realCharge;
    }
    const now = await snapshot(t.dataSource, clinic.id);
    expect(now.payments).toEqual([expect.objectContaining({ status: 'successful', amount: '99.00' })]);
    expect(now.invoices).toEqual([expect.objectContaining({ status: 'paid', amountPaid: '99.00', attempts: 1 })]);
    expect(now).toMatchObject({ balance: '0.00', formulaBalance: '0.00' });
  });
});

describe('a plan change is prorated by the days left in the paid period', () => {
  it('invoices an upgrade at once (charged by the next run) and credits a downgrade, each with its history row', async () => {
    const [pro, ent] = (await t.dataSource.query(
      `SELECT monthly_price::text AS price FROM plans WHERE code IN ('professional', 'enterprise') ORDER BY monthly_price`,
    )) as { price: string }[];
    const clinic = await createClinic(t.dataSource, {
      subscription_plan: 'professional',
      billing_status: 'active',
      billing_frequency: 'monthly',
      monthly_rate: pro.price,
      next_billing_date: '2031-01-25',
    });
    await saveCard(t.dataSource, clinic.id, '4242424242424242');
    const { clinicAdmin } = t.app.services;
    // 2031-01-10 to 2031-01-25: 15 of the period's 31 days (2030-12-25 to 2031-01-25) are left.
    const difference = Math.round(((Number(ent.price) - Number(pro.price)) * 100 * 15) / 31) / 100;
    await clinicAdmin.updateBilling(scopeOf(operatorUser), clinic.id, {
      subscriptionPlan: 'enterprise',
      billingStatus: 'active',
    });
    let now = await snapshot(t.dataSource, clinic.id);
    expect(now.invoices).toEqual([
      expect.objectContaining({ kind: 'proration', status: 'open', total: difference.toFixed(2) }),
    ]);
    // The engine's next run charges it.
    await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
    now = await snapshot(t.dataSource, clinic.id);
    expect(now.invoices).toEqual([
      expect.objectContaining({ kind: 'proration', status: 'paid', total: difference.toFixed(2) }),
    ]);
    expect(now.payments).toEqual([expect.objectContaining({ status: 'successful', amount: difference.toFixed(2) })]);
    expect(now).toMatchObject({ status: 'active', balance: '0.00', formulaBalance: '0.00' });
    expect(now.history).toEqual([{ kind: 'plan_changed', status: 'active', mrr: ent.price }]);

    await clinicAdmin.updateBilling(scopeOf(operatorUser), clinic.id, {
      subscriptionPlan: 'professional',
      billingStatus: 'active',
    });
    now = await snapshot(t.dataSource, clinic.id);
    expect(await adjustments(clinic.id)).toEqual([
      { type: 'credit', amount: difference.toFixed(2), status: 'applied' },
    ]);
    expect(now).toMatchObject({ balance: difference.toFixed(2), formulaBalance: difference.toFixed(2) });
    expect(now.history.map((event) => [event.kind, event.mrr])).toEqual([
      ['plan_changed', ent.price],
      ['plan_changed', pro.price],
    ]);
  });

  it('prorates nothing for a clinic that had no paid period (a trial moved to a paying status)', async () => {
    const clinic = await createClinic(t.dataSource, {
      subscription_plan: 'starter',
      billing_status: 'trial',
      billing_frequency: 'monthly',
      next_billing_date: '2031-01-20',
    });
    await t.app.services.clinicAdmin.updateBilling(scopeOf(operatorUser), clinic.id, {
      subscriptionPlan: 'enterprise',
      billingStatus: 'overdue',
    });
    const now = await snapshot(t.dataSource, clinic.id);
    expect(now.invoices).toEqual([]);
    expect(now).toMatchObject({ status: 'overdue', balance: '0.00' });
    expect(now.history).toEqual([expect.objectContaining({ kind: 'plan_changed', status: 'overdue' })]);
  });
});

describe("the operator's retry", () => {
  it('charges the open invoices now: a declined card stays overdue, a good one makes the clinic active', async () => {
    const clinic = await createClinic(t.dataSource, {
      billing_status: 'active',
      billing_frequency: 'monthly',
      monthly_rate: '99.00',
      next_billing_date: '2031-01-10',
    });
    await saveCard(t.dataSource, clinic.id, '4000000000009995');
    await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
    const { subscriptions } = t.app.services;
    const declined = await subscriptions.retryPayment(scopeOf(operatorUser), clinic.id);
    expect(declined).toMatchObject({ status: 'failed', failureMessage: 'The card has insufficient funds.' });
    expect(await snapshot(t.dataSource, clinic.id)).toMatchObject({ status: 'overdue', balance: '-99.00' });

    await saveCard(t.dataSource, clinic.id, '4242424242424242');
    const paid = await subscriptions.retryPayment(scopeOf(operatorUser), clinic.id);
    expect(paid).toMatchObject({ status: 'successful', amount: '99.00', initiatedBy: operatorUser.id });
    const now = await snapshot(t.dataSource, clinic.id);
    expect(now).toMatchObject({ status: 'active', balance: '0.00', formulaBalance: '0.00' });
    expect(now.invoices).toEqual([expect.objectContaining({ status: 'paid', attempts: 3 })]);
    expect(await subscriptions.retryPayment(scopeOf(operatorUser), clinic.id)).toBeNull();
    const audited = (await t.dataSource.query(
      `SELECT action, new_values->>'status' AS status FROM audit_logs WHERE entity_type = 'payment' AND clinic_id = $1 ORDER BY id`,
      [clinic.id],
    )) as { action: string; status: string }[];
    expect(audited).toEqual([
      { action: 'charge', status: 'failed' },
      { action: 'charge', status: 'successful' },
    ]);
  });
});

describe('cancelling and bringing back through the Manage dialog', () => {
  it('voids what is open on cancel, and a clinic brought back is billed a new period from today', async () => {
    const clinic = await createClinic(t.dataSource, {
      subscription_plan: 'professional',
      billing_status: 'active',
      billing_frequency: 'monthly',
      monthly_rate: '349.00',
      next_billing_date: '2031-01-10',
    });
    await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
    const { clinicAdmin, billingSweep } = t.app.services;
    await clinicAdmin.updateBilling(scopeOf(operatorUser), clinic.id, {
      subscriptionPlan: 'professional',
      billingStatus: 'cancelled',
    });
    let now = await snapshot(t.dataSource, clinic.id);
    expect(now).toMatchObject({ status: 'cancelled', balance: '0.00', formulaBalance: '0.00', nextBillingDate: null });
    expect(now.invoices.map((invoice) => invoice.status)).toEqual(['void']);

    await clinicAdmin.updateBilling(scopeOf(operatorUser), clinic.id, {
      subscriptionPlan: 'professional',
      billingStatus: 'active',
    });
    await billingSweep.runClinic(clinic.id, clock.now());
    now = await snapshot(t.dataSource, clinic.id);
    expect(now).toMatchObject({ status: 'overdue', nextBillingDate: '2031-02-10', balance: '-349.00' });
    expect(now.invoices.map((invoice) => invoice.status)).toEqual(['void', 'open']);
    expect(now.history.map((event) => [event.kind, event.status])).toEqual([
      // A clinic without history gets its first row at its first renewal.
      ['created', 'active'],
      ['status_changed', 'overdue'],
      ['cancelled', 'cancelled'],
      ['status_changed', 'active'],
      ['status_changed', 'overdue'],
    ]);
  });
});

describe('the billing settings take effect', () => {
  it("tells the clinic's admins of a failed payment only while billing.notifyPaymentFailed is on", async () => {
    const setNotify = async (on: boolean) => {
      await t.dataSource.query(
        `INSERT INTO system_settings (setting_key, setting_value, category) VALUES ('billing.notifyPaymentFailed', $1::jsonb, 'billing')
         ON CONFLICT (setting_key) DO UPDATE SET setting_value = EXCLUDED.setting_value`,
        [JSON.stringify(on)],
      );
      t.app.services.settings.invalidate();
    };
    const failingClinic = async () => {
      const clinic = await createClinic(t.dataSource, {
        billing_status: 'active',
        billing_frequency: 'monthly',
        monthly_rate: '99.00',
        next_billing_date: '2031-01-10',
      });
      const admin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id });
      await saveCard(t.dataSource, clinic.id, '4000000000000002');
      await t.app.services.billingSweep.runClinic(clinic.id, clock.now());
      return notificationKinds(t.dataSource, admin.id);
    };
    try {
      await setNotify(false);
      expect(await failingClinic()).toEqual([]);
      await setNotify(true);
      expect(await failingClinic()).toEqual(['billing_payment_failed']);
    } finally {
      await t.dataSource.query(`DELETE FROM system_settings WHERE setting_key = 'billing.notifyPaymentFailed'`);
      t.app.services.settings.invalidate();
    }
  });
});
