import { Role } from '../../../platform/access/role';
import { TestClock } from '../../../platform/jobs/clock';
import { TestClient, signedInClient } from '../../../test/client';
import { createClinic, createUser } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { startIsolatedApp } from '../../../test/isolated-app';
import { RevenuePeriodKind } from '../revenue.types';

/**
 * A hand-made subscription history, every figure worked out by hand below. Plans: starter 249,
 * professional 349, enterprise 599 a month; D pays 3500 a year = 291.67 a month. "Now" is
 * 2025-04-20 12:00 UTC.
 *
 *   A  2024-12-10 active starter 249 (new) -> 2025-02-10 enterprise 599 (expansion +350)
 *   B  2024-12-05 active enterprise 599 (new) -> 2025-03-15 professional 349 (contraction 250)
 *      -> 2025-04-25 cancelled (after now: counts nowhere yet)
 *   C  2024-11-01 active professional 349 (new) -> 2025-02-20 cancelled (churn 349)
 *   D  2024-12-01 active annual professional 291.67 (new) -> 2025-03-05 overdue (no change)
 *      -> 2025-03-25 suspended (churn 291.67)
 *   E  2025-01-05 trial (0, no movement) -> 2025-01-19 active starter 249 (new)
 *   F  2024-10-01 active starter 249 (new) -> 2024-12-20 suspended (churn 249)
 *      -> 2025-03-10 active starter 249 (reactivation: it paid before)
 *   G  2025-03-01 trial (0) -> 2025-04-02 active professional 349 (new)
 *
 * MRR just before 2025-01-01: A 249 + B 599 + C 349 + D 291.67 = 1488.67 (paying: A B C D).
 * Just before 2025-03-01:     A 599 + B 599 + D 291.67 + E 249 = 1738.67 (paying: A B D E).
 * Just before 2025-04-01:     A 599 + B 349 + E 249 + F 249     = 1446.00 (paying: A B E F).
 * Now:                         1446.00 + G 349                  = 1795.00 (paying: A B E F G).
 */
const now = new Date('2025-04-20T12:00:00Z');

let t: TestApp;
let operator: TestClient;
let staff: TestClient;

interface EventRow {
  at: string;
  plan: string;
  status: string;
  mrr: string;
  frequency?: string;
  amount?: string;
}

async function history(clinicId: number, events: EventRow[]): Promise<void> {
  for (const [index, event] of events.entries()) {
    await t.dataSource.query(
      `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'test history')`,
      [
        clinicId,
        event.at,
        index === 0 ? 'created' : 'status_changed',
        event.plan,
        event.frequency ?? 'monthly',
        event.status,
        event.amount ?? event.mrr,
        event.mrr,
      ],
    );
  }
}

let paymentNumber = 0;
async function payment(clinicId: number, at: string, amount: string, status = 'successful', kind = 'charge') {
  paymentNumber += 1;
  await t.dataSource.query(
    `INSERT INTO payments (clinic_id, kind, status, amount, provider, method_label, idempotency_key, description, created_at)
     VALUES ($1, $2, $3, $4, 'builtin', 'Visa •••• 4242', $5, 'test payment', $6)`,
    [clinicId, kind, status, amount, `test:${paymentNumber}`, at],
  );
}

beforeAll(async () => {
  t = await startIsolatedApp({}, { clock: new TestClock(now) });
  const clinic = async () => (await createClinic(t.dataSource)).id;
  const [a, b, c, d, e, f, g] = [
    await clinic(),
    await clinic(),
    await clinic(),
    await clinic(),
    await clinic(),
    await clinic(),
    await clinic(),
  ];
  await history(a, [
    { at: '2024-12-10T09:00:00Z', plan: 'starter', status: 'active', mrr: '249.00' },
    { at: '2025-02-10T09:00:00Z', plan: 'enterprise', status: 'active', mrr: '599.00' },
  ]);
  await history(b, [
    { at: '2024-12-05T09:00:00Z', plan: 'enterprise', status: 'active', mrr: '599.00' },
    { at: '2025-03-15T09:00:00Z', plan: 'professional', status: 'active', mrr: '349.00' },
    { at: '2025-04-25T09:00:00Z', plan: 'professional', status: 'cancelled', mrr: '0.00', amount: '349.00' },
  ]);
  await history(c, [
    { at: '2024-11-01T09:00:00Z', plan: 'professional', status: 'active', mrr: '349.00' },
    { at: '2025-02-20T09:00:00Z', plan: 'professional', status: 'cancelled', mrr: '0.00', amount: '349.00' },
  ]);
  const annual = { plan: 'professional', frequency: 'annual', amount: '3500.00' };
  await history(d, [
    { ...annual, at: '2024-12-01T09:00:00Z', status: 'active', mrr: '291.67' },
    { ...annual, at: '2025-03-05T09:00:00Z', status: 'overdue', mrr: '291.67' },
    { ...annual, at: '2025-03-25T09:00:00Z', status: 'suspended', mrr: '0.00' },
  ]);
  await history(e, [
    { at: '2025-01-05T09:00:00Z', plan: 'starter', status: 'trial', mrr: '0.00', amount: '249.00' },
    { at: '2025-01-19T09:00:00Z', plan: 'starter', status: 'active', mrr: '249.00' },
  ]);
  await history(f, [
    { at: '2024-10-01T09:00:00Z', plan: 'starter', status: 'active', mrr: '249.00' },
    { at: '2024-12-20T09:00:00Z', plan: 'starter', status: 'suspended', mrr: '0.00', amount: '249.00' },
    { at: '2025-03-10T09:00:00Z', plan: 'starter', status: 'active', mrr: '249.00' },
  ]);
  await history(g, [
    { at: '2025-03-01T09:00:00Z', plan: 'professional', status: 'trial', mrr: '0.00', amount: '349.00' },
    { at: '2025-04-02T09:00:00Z', plan: 'professional', status: 'active', mrr: '349.00' },
  ]);

  // Cash: successful charges minus successful refunds. Q1 = 249 + 599 + 599 (A) + 599 × 3 (B) + 249 (E)
  // + 249 (F) - 50 (B's refund) = 3692.00; March = 599 + 599 + 249 - 50 = 1397.00; the year so far
  // adds G's 349 = 4041.00. A failed and a pending charge, and C's payment a minute before 2025, count nowhere.
  await payment(a, '2025-01-10T10:00:00Z', '249.00');
  await payment(a, '2025-02-10T10:00:00Z', '599.00');
  await payment(a, '2025-03-10T10:00:00Z', '599.00');
  await payment(b, '2025-01-05T10:00:00Z', '599.00');
  await payment(b, '2025-02-05T10:00:00Z', '599.00');
  await payment(b, '2025-03-05T10:00:00Z', '599.00');
  await payment(b, '2025-03-20T10:00:00Z', '50.00', 'successful', 'refund');
  await payment(d, '2025-03-05T10:00:00Z', '3500.00', 'failed');
  await payment(e, '2025-02-19T10:00:00Z', '249.00');
  await payment(e, '2025-03-19T10:00:00Z', '249.00', 'pending');
  await payment(f, '2025-03-10T10:00:00Z', '249.00');
  await payment(c, '2024-12-31T23:59:00Z', '349.00');
  await payment(g, '2025-04-02T10:00:00Z', '349.00');

  const admin = await createUser(t.dataSource, { role: Role.super_admin });
  const staffUser = await createUser(t.dataSource, { role: Role.clinic_staff, clinic_id: a });
  operator = await signedInClient(t.url, admin.email);
  staff = await signedInClient(t.url, staffUser.email);
}, 60_000);
afterAll(() => t?.close());

const periodFields = `kind start end label startMrr endMrr growthPercent newMrr expansionMrr contractionMrr
  churnedMrr reactivationMrr payingClinicsAtStart payingClinicsAtEnd churnedClinics logoChurnPercent
  revenueChurnPercent netRevenueRetentionPercent newClinics upgrades downgrades reactivations cashCollected
  averageRevenuePerClinic lifetimeValue lifetimeValueNote ltvToCac ltvToCacNote`;

async function period(kind: string, day?: string) {
  const result = await operator.gql<{ revenuePeriod: Record<string, unknown> }>(
    `query ($kind: RevenuePeriodKind!, $day: LocalDate) { revenuePeriod(kind: $kind, day: $day) { ${periodFields} } }`,
    { kind, day },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.revenuePeriod;
}

const cacUnknown =
  'Not known: acquisition costs (sales commissions, campaign costs) are not recorded yet, so LTV:CAC is not computed.';

describe('revenue analytics', () => {
  it('answers MRR, ARR, ARPA and revenue by plan now, leaving out what happens after now', async () => {
    const result = await operator.gql(
      `{ revenueSummary { mrr arr payingClinics averageRevenuePerClinic byPlan { planCode planName clinics mrr } } }`,
    );
    expect(result).toEqual({
      data: {
        revenueSummary: {
          // A 599 + B 349 + E 249 + F 249 + G 349 (B's cancellation on 04-25 is after now).
          mrr: '1795.00',
          arr: '21540.00', // 1795 × 12
          payingClinics: 5,
          averageRevenuePerClinic: '359.00', // 1795 / 5
          byPlan: [
            { planCode: 'starter', planName: 'Starter', clinics: 2, mrr: '498.00' }, // E, F
            { planCode: 'professional', planName: 'Professional', clinics: 2, mrr: '698.00' }, // B, G
            { planCode: 'enterprise', planName: 'Enterprise', clinics: 1, mrr: '599.00' }, // A
          ],
        },
      },
    });
  });

  it('computes the first quarter of 2025 from the history: every movement, rate and LTV', async () => {
    expect(await period('quarter', '2025-02-14')).toEqual({
      kind: 'quarter',
      start: '2025-01-01',
      end: '2025-04-01',
      label: 'Q1 2025',
      startMrr: '1488.67',
      endMrr: '1446.00',
      growthPercent: '-2.87', // (1446 - 1488.67) / 1488.67
      newMrr: '249.00', // E
      expansionMrr: '350.00', // A 249 -> 599
      contractionMrr: '250.00', // B 599 -> 349
      churnedMrr: '640.67', // C 349 + D 291.67 (D's overdue month is no movement)
      reactivationMrr: '249.00', // F
      payingClinicsAtStart: 4, // A B C D
      payingClinicsAtEnd: 4, // A B E F
      churnedClinics: 2, // C D
      logoChurnPercent: '50.00', // 2 / 4
      revenueChurnPercent: '59.83', // (640.67 + 250) / 1488.67
      netRevenueRetentionPercent: '63.68', // (1488.67 + 350 - 250 - 640.67) / 1488.67
      newClinics: 1,
      upgrades: 1,
      downgrades: 1,
      reactivations: 1,
      cashCollected: '3692.00',
      averageRevenuePerClinic: '361.50', // 1446 / 4
      lifetimeValue: '1812.64', // 361.50 / ((890.67 / 1488.67) / 3 months)
      lifetimeValueNote: null,
      ltvToCac: null,
      ltvToCacNote: cacUnknown,
    });
  });

  it('computes March 2025 (movements add up: 1738.67 + 249 - 250 - 291.67 = 1446)', async () => {
    expect(await period('month', '2025-03-31')).toMatchObject({
      start: '2025-03-01',
      end: '2025-04-01',
      label: 'March 2025',
      startMrr: '1738.67',
      endMrr: '1446.00',
      growthPercent: '-16.83',
      newMrr: '0.00',
      expansionMrr: '0.00',
      contractionMrr: '250.00',
      churnedMrr: '291.67',
      reactivationMrr: '249.00',
      payingClinicsAtStart: 4,
      payingClinicsAtEnd: 4,
      churnedClinics: 1, // D
      logoChurnPercent: '25.00',
      revenueChurnPercent: '31.15', // (291.67 + 250) / 1738.67
      netRevenueRetentionPercent: '68.85', // (1738.67 - 250 - 291.67) / 1738.67
      newClinics: 0,
      upgrades: 0,
      downgrades: 1,
      reactivations: 1,
      cashCollected: '1397.00',
      averageRevenuePerClinic: '361.50',
      lifetimeValue: '1160.35', // 361.50 / (541.67 / 1738.67)
    });
  });

  it('computes the current year as far as now (3.6 of its 12 months have run)', async () => {
    expect(await period('year')).toMatchObject({
      start: '2025-01-01',
      end: '2026-01-01',
      label: '2025',
      startMrr: '1488.67',
      endMrr: '1795.00',
      growthPercent: '20.58',
      newMrr: '598.00', // E 249 + G 349
      churnedMrr: '640.67', // B's cancellation after now is not counted
      payingClinicsAtEnd: 5,
      churnedClinics: 2,
      logoChurnPercent: '50.00',
      revenueChurnPercent: '59.83',
      netRevenueRetentionPercent: '63.68',
      newClinics: 2,
      cashCollected: '4041.00',
      averageRevenuePerClinic: '359.00',
      // Jan 1 to Apr 20 12:00 is 109.5 of 365 days = 3.6 months: 359 / ((890.67 / 1488.67) / 3.6).
      lifetimeValue: '2160.12',
    });
  });

  it('says "not enough history" for LTV when nothing churned, and answers no rate over an empty base', async () => {
    expect(await period('month', '2025-01-31')).toMatchObject({
      startMrr: '1488.67',
      endMrr: '1737.67',
      growthPercent: '16.73', // 249 / 1488.67
      revenueChurnPercent: '0.00',
      logoChurnPercent: '0.00',
      netRevenueRetentionPercent: '100.00',
      lifetimeValue: null,
      lifetimeValueNote: 'Not enough history: no revenue churned in this period.',
    });
    expect(await period('month', '2024-01-15')).toMatchObject({
      startMrr: '0.00',
      endMrr: '0.00',
      growthPercent: null,
      logoChurnPercent: null,
      revenueChurnPercent: null,
      netRevenueRetentionPercent: null,
      payingClinicsAtStart: 0,
      averageRevenuePerClinic: null,
      lifetimeValue: null,
      cashCollected: '0.00',
    });
  });

  it('answers the last twelve months: closing MRR (this month: now) and movements', async () => {
    const result = await operator.gql<{ revenueMonths: Record<string, string>[] }>(
      `{ revenueMonths { month endMrr newMrr expansionMrr contractionMrr churnedMrr reactivationMrr } }`,
    );
    const zero = {
      newMrr: '0.00',
      expansionMrr: '0.00',
      contractionMrr: '0.00',
      churnedMrr: '0.00',
      reactivationMrr: '0.00',
    };
    const quiet = (month: string, endMrr: string) => ({ month, endMrr, ...zero });
    expect(result.data?.revenueMonths).toEqual([
      quiet('2024-05', '0.00'),
      quiet('2024-06', '0.00'),
      quiet('2024-07', '0.00'),
      quiet('2024-08', '0.00'),
      quiet('2024-09', '0.00'),
      { ...zero, month: '2024-10', endMrr: '249.00', newMrr: '249.00' }, // F
      { ...zero, month: '2024-11', endMrr: '598.00', newMrr: '349.00' }, // C
      // D 291.67 + B 599 + A 249 new, F suspended.
      { ...zero, month: '2024-12', endMrr: '1488.67', newMrr: '1139.67', churnedMrr: '249.00' },
      { ...zero, month: '2025-01', endMrr: '1737.67', newMrr: '249.00' }, // E
      { ...zero, month: '2025-02', endMrr: '1738.67', expansionMrr: '350.00', churnedMrr: '349.00' }, // A up, C gone
      {
        ...zero,
        month: '2025-03',
        endMrr: '1446.00',
        contractionMrr: '250.00',
        churnedMrr: '291.67',
        reactivationMrr: '249.00',
      },
      { ...zero, month: '2025-04', endMrr: '1795.00', newMrr: '349.00' }, // G; B's cancellation is after now
    ]);
  });

  it('computes each figure group in one SQL statement', async () => {
    const scope = {
      userId: 'operator',
      role: Role.super_admin,
      clinicId: null,
      attorneyId: null,
      displayName: 'Operator',
      sessionId: 'session',
      request: { requestId: 'request', ip: null, userAgent: null },
    };
    const { revenue } = t.app.services;
    for (const figures of [
      () => revenue.summary(scope),
      () => revenue.period(scope, RevenuePeriodKind.quarter),
      () => revenue.lastTwelveMonths(scope),
    ]) {
      const before = t.statements.count;
      await figures();
      expect(t.statements.count - before).toBe(1);
    }
  });

  it('gives every figure a plain-language definition', async () => {
    const result = await operator.gql<{ revenueDefinitions: { figure: string; definition: string }[] }>(
      '{ revenueDefinitions { figure definition } }',
    );
    const figures = result.data!.revenueDefinitions.map(({ figure }) => figure);
    expect(figures).toEqual(expect.arrayContaining(['mrr', 'lifetimeValue', 'ltvToCac', 'netRevenueRetentionPercent']));
    for (const { definition } of result.data!.revenueDefinitions) expect(definition.length).toBeGreaterThan(20);
  });

  it('refuses a day that is not a date, and every role but the super admin', async () => {
    const bad = await operator.gql('{ revenuePeriod(kind: month, day: "2025-02-30") { endMrr } }');
    expect(bad.errors?.[0].message).toContain('2025-02-30 is not a calendar date');
    const forbidden = await staff.gql('{ revenueSummary { mrr } }');
    expect(forbidden.data ?? null).toBeNull();
    expect(forbidden.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
