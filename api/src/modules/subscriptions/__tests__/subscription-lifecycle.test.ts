import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { fromCents, toCents } from '../../../platform/money';
import { signedInClient, type TestClient } from '../../../test/client';
import { createUser, type UserRow } from '../../../test/factories';
import { createScratchDatabase, startTestApp, type TestApp } from '../../../test/harness';
import { CountingProvider, notificationKinds, runSweep, saveCard, snapshot, type BillingSnapshot } from './billing-fixtures';

// The engine's sweep looks at every clinic: a database of its own keeps other tests' clinics out.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let t: TestApp;
let operator: TestClient;
let operatorUser: UserRow;
const clock = new TestClock(new Date('2030-03-01T10:00:00Z'));
const provider = new CountingProvider();
let starterPrice: string;

beforeAll(async () => {
  scratch = await createScratchDatabase({ migrate: true });
  t = await startTestApp({ DATABASE_URL: scratch.url }, undefined, { clock, paymentProvider: provider });
  operatorUser = await createUser(t.dataSource, { role: Role.super_admin });
  operator = await signedInClient(t.url, operatorUser.email);
  [{ starterPrice }] = (await t.dataSource.query(
    `SELECT monthly_price::text AS "starterPrice" FROM plans WHERE code = 'starter'`,
  )) as { starterPrice: string }[];
}, 60_000);
afterAll(async () => {
  await t?.close();
  await scratch?.drop();
});

const at = (iso: string) => clock.set(new Date(iso));
const plus = (...amounts: string[]) => fromCents(amounts.reduce((sum, amount) => sum + toCents(amount), 0n));
const minus = (amount: string) => fromCents(-toCents(amount));

/** Every snapshot: the stored balance is the formula's. */
async function state(clinicId: number): Promise<BillingSnapshot> {
  const now = await snapshot(t.dataSource, clinicId);
  expect(now.balance).toBe(now.formulaBalance);
  return now;
}

async function newClinic(name: string) {
  const result = await operator.gql<{ adminClinicCreate: { id: number } }>(
    `mutation($input: AdminClinicCreateInput!) { adminClinicCreate(input: $input) { id } }`,
    { input: { name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@clinic.example`, phone: '201-555-0100' } },
  );
  expect(result.errors).toBeUndefined();
  const clinicId = result.data!.adminClinicCreate.id;
  const admin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinicId });
  return { clinicId, admin };
}

describe('the subscription lifecycle on a clock the test moves', () => {
  it('trial -> active -> declined -> retries -> overdue -> late fee -> paid with a new card', async () => {
    at('2030-03-01T10:00:00Z');
    const { clinicId, admin } = await newClinic('Lifecycle Paid');
    await saveCard(t.dataSource, clinicId, '4242424242424242');
    let now = await state(clinicId);
    expect(now).toMatchObject({ status: 'trial', balance: '0.00', nextBillingDate: '2030-03-15', invoices: [], payments: [] });
    expect(now.history).toEqual([{ kind: 'created', status: 'trial', mrr: '0.00' }]);

    // Three days before the trial ends: one reminder, however often the sweep runs that day.
    at('2030-03-12T10:00:00Z');
    await runSweep(t.app.services.jobs);
    at('2030-03-12T11:00:00Z');
    await runSweep(t.app.services.jobs);
    expect(await notificationKinds(t.dataSource, admin.id)).toEqual(['billing_renewal']);

    // The trial ends: the first period is invoiced and charged; the clinic is active.
    at('2030-03-15T10:00:00Z');
    await runSweep(t.app.services.jobs);
    now = await state(clinicId);
    expect(now).toMatchObject({ status: 'active', balance: '0.00', nextBillingDate: '2030-04-15' });
    expect(now.invoices).toEqual([
      { kind: 'subscription', status: 'paid', total: starterPrice, amountPaid: starterPrice, attempts: 1, number: expect.stringMatching(/^CB-2030-\d{6}$/) },
    ]);
    expect(now.payments).toEqual([
      { kind: 'charge', status: 'successful', amount: starterPrice, key: expect.stringMatching(/^charge:\d+:1$/), failure: null },
    ]);
    expect(now.history.at(-1)).toEqual({ kind: 'status_changed', status: 'active', mrr: starterPrice });

    // The card on file now declines: the renewal fails and the clinic is overdue, its admins told.
    await saveCard(t.dataSource, clinicId, '4000000000000002');
    at('2030-04-15T10:00:00Z');
    await runSweep(t.app.services.jobs);
    // The clinic's work run again at the same moment charges nothing more.
    const chargesSoFar = provider.charges.length;
    await t.app.services.billingSweep.runClinic(clinicId, clock.now());
    expect(provider.charges.length).toBe(chargesSoFar);
    now = await state(clinicId);
    expect(now).toMatchObject({ status: 'overdue', balance: minus(starterPrice), nextBillingDate: '2030-05-15' });
    expect(now.invoices[1]).toMatchObject({ kind: 'subscription', status: 'open', attempts: 1 });
    expect(now.payments[1]).toMatchObject({ status: 'failed', failure: 'The card was declined.' });
    expect(now.history.at(-1)).toEqual({ kind: 'status_changed', status: 'overdue', mrr: starterPrice });
    // (No sweep ran in the three days before this renewal, so no reminder for it.)
    expect(await notificationKinds(t.dataSource, admin.id)).toEqual(['billing_renewal', 'billing_payment_failed']);

    // Retries every 3 days (the settings): 2 more fail.
    for (const day of ['2030-04-18', '2030-04-21']) {
      at(`${day}T10:00:00Z`);
      await runSweep(t.app.services.jobs);
    }
    now = await state(clinicId);
    expect(now.invoices[1]).toMatchObject({ status: 'open', attempts: 3 });
    expect(now.payments.filter((payment) => payment.status === 'failed')).toHaveLength(3);

    // Seven days after the due date: the late fee, once (charged at once, declined too).
    at('2030-04-22T10:00:00Z');
    await runSweep(t.app.services.jobs);
    at('2030-04-22T15:00:00Z');
    await runSweep(t.app.services.jobs);
    now = await state(clinicId);
    expect(now.invoices.map((invoice) => [invoice.kind, invoice.status, invoice.total])).toEqual([
      ['subscription', 'paid', starterPrice],
      ['subscription', 'open', starterPrice],
      ['late_fee', 'open', '25.00'],
    ]);
    expect(now).toMatchObject({ status: 'overdue', balance: minus(plus(starterPrice, '25.00')) });

    // A good card: the last retry of the period's invoice succeeds; the late fee is still owed.
    at('2030-04-23T09:00:00Z');
    await saveCard(t.dataSource, clinicId, '5555555555554444');
    at('2030-04-24T10:00:00Z');
    await runSweep(t.app.services.jobs);
    now = await state(clinicId);
    expect(now.invoices[1]).toMatchObject({ status: 'paid', attempts: 4, amountPaid: starterPrice });
    expect(now).toMatchObject({ status: 'overdue', balance: '-25.00' });

    // The clinic admin pays what is open: active again.
    const adminClient = await signedInClient(t.url, admin.email);
    const paid = await adminClient.gql<{ payOpenInvoices: Record<string, unknown> }>(
      `mutation($clinicId: Int!) { payOpenInvoices(clinicId: $clinicId) { charges openInvoices billingStatus balance failureMessage } }`,
      { clinicId },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOpenInvoices).toEqual({
      charges: 1,
      openInvoices: 0,
      billingStatus: 'active',
      balance: '0.00',
      failureMessage: null,
    });
    now = await state(clinicId);
    expect(now.invoices.every((invoice) => invoice.status === 'paid')).toBe(true);
    expect(now.history.map((event) => [event.kind, event.status])).toEqual([
      ['created', 'trial'],
      ['status_changed', 'active'],
      ['status_changed', 'overdue'],
      ['status_changed', 'active'],
    ]);
    // Another clinic's admin may not pay it.
    const stranger = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: (await newClinic('Lifecycle Stranger')).clinicId });
    const refused = await (await signedInClient(t.url, stranger.email)).gql(
      `mutation($clinicId: Int!) { payOpenInvoices(clinicId: $clinicId) { charges } }`,
      { clinicId },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  }, 120_000);

  it('a trial without a card: overdue at its end, suspended after the retries and grace, then cancelled', async () => {
    at('2030-06-01T08:00:00Z');
    const { clinicId, admin } = await newClinic('Lifecycle Suspended');
    at('2030-06-15T08:00:00Z');
    await runSweep(t.app.services.jobs);
    let now = await state(clinicId);
    expect(now).toMatchObject({ status: 'overdue', balance: minus(starterPrice) });
    expect(now.payments).toEqual([
      expect.objectContaining({ status: 'failed', failure: expect.stringMatching(/^No card is on file for this clinic/) }),
    ]);

    for (const day of ['2030-06-18', '2030-06-21', '2030-06-22']) {
      at(`${day}T08:00:00Z`);
      await runSweep(t.app.services.jobs);
      expect((await state(clinicId)).status).toBe('overdue');
    }
    // The last retry fails after the grace period: suspended, its admins told.
    at('2030-06-24T08:00:00Z');
    await runSweep(t.app.services.jobs);
    now = await state(clinicId);
    expect(now).toMatchObject({ status: 'suspended', suspended: true, balance: minus(plus(starterPrice, '25.00')) });
    expect(now.history.at(-1)).toEqual({ kind: 'status_changed', status: 'suspended', mrr: '0.00' });
    expect(await notificationKinds(t.dataSource, admin.id)).toContain('billing_suspended');
    // No renewal while suspended.
    at('2030-07-16T08:00:00Z');
    await runSweep(t.app.services.jobs);
    expect((await state(clinicId)).invoices.filter((invoice) => invoice.kind === 'subscription')).toHaveLength(1);

    // The operator cancels: open invoices are voided, nothing is owed, no more renewals.
    const scope = { ...(await operatorScope()) };
    await t.app.services.subscriptions.cancelSubscription(scope, clinicId, 'Closed the practice');
    now = await state(clinicId);
    expect(now).toMatchObject({ status: 'cancelled', balance: '0.00', nextBillingDate: null });
    expect(now.invoices.map((invoice) => invoice.status)).toEqual(['void', 'void']);
    expect(now.history.at(-1)).toEqual({ kind: 'cancelled', status: 'cancelled', mrr: '0.00' });
    expect(await t.app.services.billingSweep.clinicsDue(clock.now())).not.toContain(clinicId);
  }, 120_000);
});

async function operatorScope() {
  return {
    userId: operatorUser.id,
    role: Role.super_admin,
    clinicId: null,
    attorneyId: null,
    displayName: 'Operator',
    sessionId: '',
    request: { requestId: 'test', ip: null, userAgent: null },
  };
}
