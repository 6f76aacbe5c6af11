import { signedInClient } from '../../../test/client';
import { createAttorneyUser, createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { TestClock } from '../../../platform/jobs/clock';

let t: TestApp;
const clock = new TestClock(new Date('2026-11-20T15:00:00Z'));
beforeAll(async () => {
  t = await startTestApp({}, (config) => config, { clock });
});
afterAll(() => t.close());

const signedIn = (email: string) => signedInClient(t.url, email);

const figures = `clinicId attorneyId attorneyName casesOpen casesClosed withdrawals withdrawalRate paidSettlements
  awaitingPayment avgDaysToPayment reducedCases avgReductionPercent answeredMessages awaitingReply avgResponseHours
  medianResponseHours`;
const scorecardQuery = `query($id: Int!, $period: ScorecardPeriod!) { attorneyScorecard(attorneyId: $id, period: $period) {
  ${figures} trend { periodStart casesOpened casesClosed withdrawals avgDaysToPayment avgReductionPercent avgResponseHours } } }`;

interface Point {
  periodStart: string;
  casesOpened: number;
  casesClosed: number;
  withdrawals: number;
  avgDaysToPayment: number | null;
  avgReductionPercent: number | null;
  avgResponseHours: number | null;
}

/** The small fixed record the hand calculation below is made from. */
async function fixedRecord() {
  const a = await createClinicWithUsers(t.dataSource, { name: 'Aster Chiropractic' });
  const b = await createClinicWithUsers(t.dataSource, { name: 'Birch Spine' });
  const x = await createAttorneyUser(t.dataSource);
  const y = await createAttorneyUser(t.dataSource);
  const ledger = (caseId: number, clinicId: number, entries: [string, string, string][]) =>
    Promise.all(
      entries.map(([kind, amount, date]) =>
        t.dataSource.query(
          `INSERT INTO case_ledger_entries (case_id, clinic_id, kind, amount, description, effective_date) VALUES ($1, $2, $3, $4, 'x', $5)`,
          [caseId, clinicId, kind, amount, date],
        ),
      ),
    );
  // Case 1: settled 2026-06-10, paid 2026-07-10 (30 days); closed in July with 250 of 1,000 reduced (25%).
  const one = await createCase(t.dataSource, {
    clinicId: a.clinic.id,
    attorneyId: x.attorney.id,
    status: 'closed',
    settlement_date: '2026-06-10',
    created_at: '2026-01-15T10:00:00Z',
    closed_at: '2026-07-12T10:00:00Z',
  });
  await ledger(one.id, a.clinic.id, [
    ['charge', '1000.00', '2026-02-01'],
    ['reduction', '200.00', '2026-06-20'],
    ['payment', '750.00', '2026-07-10'],
    ['write_off', '50.00', '2026-07-12'],
  ]);
  // Case 2: a MedPay payment before the settlement (not counted), settled 2026-08-01, paid 2026-08-21 (20 days);
  // closed in August with 100 of 2,000 reduced (5%).
  const two = await createCase(t.dataSource, {
    clinicId: a.clinic.id,
    attorneyId: x.attorney.id,
    status: 'closed',
    settlement_date: '2026-08-01',
    created_at: '2026-02-10T10:00:00Z',
    closed_at: '2026-08-25T10:00:00Z',
  });
  await ledger(two.id, a.clinic.id, [
    ['charge', '2000.00', '2026-03-01'],
    ['payment', '100.00', '2026-05-01'],
    ['reduction', '100.00', '2026-08-01'],
    ['payment', '1800.00', '2026-08-21'],
  ]);
  // Case 3: settled, not paid yet. Case 4: in treatment.
  const three = await createCase(t.dataSource, {
    clinicId: a.clinic.id,
    attorneyId: x.attorney.id,
    status: 'settlement_negotiation',
    settlement_date: '2026-11-01',
    created_at: '2026-09-03T10:00:00Z',
  });
  await ledger(three.id, a.clinic.id, [['charge', '500.00', '2026-09-10']]);
  await createCase(t.dataSource, {
    clinicId: a.clinic.id,
    attorneyId: x.attorney.id,
    created_at: '2026-11-02T10:00:00Z',
  });
  // Case 5: withdrawn from X to Y in September.
  const five = await createCase(t.dataSource, {
    clinicId: a.clinic.id,
    attorneyId: y.attorney.id,
    created_at: '2026-04-01T10:00:00Z',
  });
  await t.dataSource.query(
    `INSERT INTO case_transfers (case_id, clinic_id, from_attorney_id, to_attorney_id, reason, transferred_by, transfer_date)
     VALUES ($1, $2, $3, $4, 'Withdrew', $5, '2026-09-15T10:00:00Z')`,
    [five.id, a.clinic.id, x.attorney.id, y.attorney.id, a.staff.id],
  );
  // Messages on case 1: two clinic messages (one wait) answered after 24 h; one answered after 6 h (an internal
  // note between them does not count); a last one still waiting.
  const message = (senderId: string, recipientType: string, at: string) =>
    t.dataSource.query(
      `INSERT INTO messages (case_id, clinic_id, sender_id, recipient_type, subject, content, sent_date) VALUES ($1, $2, $3, $4, 's', 'c', $5)`,
      [one.id, a.clinic.id, senderId, recipientType, at],
    );
  await message(a.staff.id, 'attorney', '2026-03-02T09:00:00Z');
  await message(a.staff.id, 'attorney', '2026-03-02T12:00:00Z');
  await message(x.user.id, 'clinic', '2026-03-03T09:00:00Z');
  await message(a.staff.id, 'attorney', '2026-03-05T10:00:00Z');
  await message(a.staff.id, 'internal', '2026-03-05T11:00:00Z');
  await message(x.user.id, 'clinic', '2026-03-05T16:00:00Z');
  await message(a.staff.id, 'attorney', '2026-11-19T10:00:00Z');
  // Another clinic's case of X.
  await createCase(t.dataSource, {
    clinicId: b.clinic.id,
    attorneyId: x.attorney.id,
    created_at: '2026-10-01T10:00:00Z',
  });
  return { a, b, x, y };
}

const handCalculation = {
  casesOpen: 2,
  casesClosed: 2,
  withdrawals: 1,
  withdrawalRate: 20, // 1 of 5 cases held
  paidSettlements: 2,
  awaitingPayment: 1,
  avgDaysToPayment: 25, // (30 + 20) / 2
  reducedCases: 2,
  avgReductionPercent: 15, // (25% + 5%) / 2
  answeredMessages: 2,
  awaitingReply: 1,
  avgResponseHours: 15, // (24 + 6) / 2
  medianResponseHours: 15,
};

describe('the attorney scorecard', () => {
  it("matches the hand calculation on a small fixed record, with the clinic's trend by month and by quarter", async () => {
    const { a, x } = await fixedRecord();
    const staff = await signedIn(a.staff.email);
    const monthly = await staff.gql<{ attorneyScorecard: (typeof handCalculation & { trend: Point[] })[] }>(
      scorecardQuery,
      { id: x.attorney.id, period: 'month' },
    );
    expect(monthly.errors).toBeUndefined();
    const [card] = monthly.data!.attorneyScorecard;
    expect(monthly.data!.attorneyScorecard).toHaveLength(1);
    expect(card).toMatchObject({ clinicId: a.clinic.id, attorneyId: x.attorney.id, ...handCalculation });
    expect(card.trend.map((point) => point.periodStart)).toEqual([
      '2025-12-01',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}-01`),
    ]);
    const month = (start: string) => card.trend.find((point) => point.periodStart === start);
    expect(month('2026-03-01')).toMatchObject({ avgResponseHours: 15, casesOpened: 0 });
    expect(month('2026-07-01')).toMatchObject({ casesClosed: 1, avgDaysToPayment: 30, avgReductionPercent: 25 });
    expect(month('2026-08-01')).toMatchObject({ casesClosed: 1, avgDaysToPayment: 20, avgReductionPercent: 5 });
    expect(month('2026-09-01')).toMatchObject({ withdrawals: 1, casesOpened: 1 });
    expect(month('2026-01-01')).toMatchObject({ casesOpened: 1, avgDaysToPayment: null, avgResponseHours: null });

    const quarterly = await staff.gql<{ attorneyScorecard: { trend: Point[] }[] }>(scorecardQuery, {
      id: x.attorney.id,
      period: 'quarter',
    });
    const quarters = quarterly.data!.attorneyScorecard[0].trend;
    expect(quarters).toHaveLength(8);
    expect(quarters.at(-1)!.periodStart).toBe('2026-10-01');
    expect(quarters.find((point) => point.periodStart === '2026-07-01')).toMatchObject({
      casesClosed: 2,
      avgDaysToPayment: 25,
      avgReductionPercent: 15,
      withdrawals: 1,
    });

    const rest = await staff.rest<{ success: boolean; data: (typeof handCalculation)[] }>(
      'GET',
      `/api/attorneys/${x.attorney.id}/scorecard?period=quarter`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.success).toBe(true);
    expect(rest.body.data[0]).toMatchObject(handCalculation);
  });

  it("shows each clinic only its own figures, each attorney only their own (one card per clinic), and compares the clinic's attorneys", async () => {
    const { a, b, x, y } = await fixedRecord();
    const otherClinic = await signedIn(b.staff.email);
    const seen = await otherClinic.gql<{ attorneyScorecard: Record<string, unknown>[] }>(scorecardQuery, {
      id: x.attorney.id,
      period: 'month',
    });
    expect(seen.data!.attorneyScorecard).toEqual([
      expect.objectContaining({ clinicId: b.clinic.id, casesOpen: 1, casesClosed: 0, withdrawals: 0 }),
    ]);

    const attorney = await signedIn(x.user.email);
    const mine = await attorney.gql<{ myScorecard: { clinicId: number; casesOpen: number }[] }>(
      `{ myScorecard { clinicId casesOpen } }`,
    );
    expect(mine.data!.myScorecard).toEqual([
      { clinicId: a.clinic.id, casesOpen: 2 },
      { clinicId: b.clinic.id, casesOpen: 1 },
    ]);
    const own = await attorney.gql<{ attorneyScorecard: unknown[] }>(scorecardQuery, {
      id: x.attorney.id,
      period: 'month',
    });
    expect(own.data!.attorneyScorecard).toHaveLength(2);
    // Another attorney's scorecard is not found; the comparison is not theirs.
    const rival = await signedIn(y.user.email);
    const refused = await rival.gql(scorecardQuery, { id: x.attorney.id, period: 'month' });
    expect(refused.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await rival.rest('GET', `/api/attorneys/${x.attorney.id}/scorecard`)).status).toBe(404);
    const comparison = await rival.gql(`{ attorneyScorecards { attorneyId } }`);
    expect(comparison.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const admin = await signedIn(a.admin.email);
    const table = await admin.gql<{
      attorneyScorecards: { attorneyId: number; casesOpen: number; withdrawals: number }[];
    }>(`{ attorneyScorecards { attorneyId casesOpen withdrawals trend { periodStart } } }`);
    expect(
      table.data!.attorneyScorecards.map(({ attorneyId, casesOpen, withdrawals }) => ({
        attorneyId,
        casesOpen,
        withdrawals,
      })),
    ).toEqual(
      expect.arrayContaining([
        { attorneyId: x.attorney.id, casesOpen: 2, withdrawals: 1 },
        { attorneyId: y.attorney.id, casesOpen: 1, withdrawals: 0 },
      ]),
    );
    expect(table.data!.attorneyScorecards).toHaveLength(2);
  });

  it('refuses a bad period and an unknown attorney clearly', async () => {
    const { a } = await fixedRecord();
    const staff = await signedIn(a.staff.email);
    const bad = await staff.rest<{ success: boolean; message: string }>(
      'GET',
      '/api/attorneys/1/scorecard?period=decade',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Period must be month or quarter');
    expect((await staff.rest('GET', '/api/attorneys/999999999/scorecard')).status).toBe(404);
    expect((await staff.rest('GET', '/api/attorneys/abc/scorecard')).status).toBe(400);
  });
});
