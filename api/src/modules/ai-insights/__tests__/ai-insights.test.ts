import { Role } from '../../../platform/access/role';
import { signedInClient, type TestClient } from '../../../test/client';
import {
  createAttorneyUser,
  createBillingEntry,
  createCase,
  createClinicWithUsers,
  createCoverage,
  createUser,
} from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import { clinicInsightsOnlyMessage } from '../ai-insights.service';
import { createVisit, postCharge } from './ai-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const insightsQuery = `{ aiInsights {
  caseMetrics { totalCases activeCases closedCases settledCases averageSettlement averageDuration }
  recommendations { kind message urgency caseId caseNumber patientName }
  trends { caseVolumeTrend { month count } settlementTrend { month count averageAmount }
           treatmentDurationTrend { month count averageMonths } }
} }`;

interface Recommendation {
  kind: string;
  message: string;
  urgency: number;
  caseId: number;
  caseNumber: string;
  patientName: string;
}
interface Insights {
  caseMetrics: Record<string, number | string | null>;
  recommendations: Recommendation[];
  trends: {
    caseVolumeTrend: { month: string; count: number }[];
    settlementTrend: { month: string; count: number; averageAmount: string | null }[];
    treatmentDurationTrend: { month: string; count: number; averageMonths: number | null }[];
  };
}

async function insightsOf(client: TestClient): Promise<Insights> {
  const result = await client.gql<{ aiInsights: Insights }>(insightsQuery);
  expect(result.errors).toBeUndefined();
  return result.data!.aiInsights;
}

/** Sets a case's opening and (when closed) closing time: `closedMonthsAgo` calendar months back, lasting `months`. */
async function closeCase(
  caseId: number,
  input: { settlement: string | null; months: number; closedMonthsAgo: number },
) {
  await t.dataSource.query(
    `UPDATE cases SET status = 'closed', settlement_amount = $2,
            closed_at = date_trunc('month', now()) - make_interval(months => $3) + interval '2 days',
            created_at = date_trunc('month', now()) - make_interval(months => $3) + interval '2 days'
                         - make_interval(secs => $4 * 30.4375 * 86400)
      WHERE id = $1`,
    [caseId, input.settlement, input.closedMonthsAgo, input.months],
  );
}

async function clinicWorld() {
  const world = await createClinicWithUsers(t.dataSource, { time_zone: 'UTC' });
  return { ...world, client: await signedInClient(t.url, world.staff.email) };
}

const byKind = (insights: Insights, kind: string) => insights.recommendations.filter((r) => r.kind === kind);

describe('AI insights: the case figures', () => {
  it('counts, averages the settlements of closed cases with an amount and their months, hand-computed', async () => {
    const { clinic, client } = await clinicWorld();
    const settledA = await createCase(t.dataSource, { clinicId: clinic.id });
    const settledB = await createCase(t.dataSource, { clinicId: clinic.id });
    const closedWithout = await createCase(t.dataSource, { clinicId: clinic.id });
    await createCase(t.dataSource, { clinicId: clinic.id });
    await createCase(t.dataSource, { clinicId: clinic.id, status: 'attorney_review' });
    await closeCase(settledA.id, { settlement: '10000.00', months: 3, closedMonthsAgo: 0 });
    await closeCase(settledB.id, { settlement: '20500.00', months: 6, closedMonthsAgo: 0 });
    await closeCase(closedWithout.id, { settlement: null, months: 1, closedMonthsAgo: 2 });
    // Another clinic's closed case is never counted.
    const other = await createClinicWithUsers(t.dataSource);
    const foreign = await createCase(t.dataSource, { clinicId: other.clinic.id });
    await closeCase(foreign.id, { settlement: '99999.00', months: 1, closedMonthsAgo: 0 });

    const { caseMetrics, trends } = await insightsOf(client);
    expect(caseMetrics).toEqual({
      totalCases: 5,
      activeCases: 2,
      closedCases: 3,
      settledCases: 2,
      averageSettlement: '15250.00',
      averageDuration: 3.3, // (3 + 6 + 1) / 3
    });

    expect(trends.caseVolumeTrend).toHaveLength(12);
    const thisMonth = trends.settlementTrend.at(-1)!;
    expect(thisMonth).toMatchObject({ count: 2, averageAmount: '15250.00' });
    expect(trends.treatmentDurationTrend.at(-1)).toMatchObject({ count: 2, averageMonths: 4.5 });
    expect(trends.treatmentDurationTrend.at(-3)).toMatchObject({ count: 1, averageMonths: 1 });
    expect(trends.settlementTrend.at(-3)).toMatchObject({ count: 0, averageAmount: null });
    // The two active cases opened this month; the closed ones months ago (six months back is still in range).
    expect(trends.caseVolumeTrend.at(-1)!.count).toBe(2);
    expect(trends.caseVolumeTrend.reduce((sum, point) => sum + point.count, 0)).toBe(5);
  });

  it('answers zeros and nulls, never placeholders, for a clinic without cases', async () => {
    const { client } = await clinicWorld();
    const { caseMetrics, recommendations } = await insightsOf(client);
    expect(caseMetrics).toEqual({
      totalCases: 0,
      activeCases: 0,
      closedCases: 0,
      settledCases: 0,
      averageSettlement: null,
      averageDuration: null,
    });
    expect(recommendations).toEqual([]);
  });
});

describe('AI insights: recommendations', () => {
  it('flags a treatment gap over 14 days, and clears it when a visit is recorded', async () => {
    const { clinic, client } = await clinicWorld();
    const kase = await createCase(t.dataSource, {
      clinicId: clinic.id,
      created_at: new Date(Date.now() - 60 * 86_400_000),
    });
    await createVisit(t.dataSource, { clinicId: clinic.id, caseId: kase.id, patientId: kase.patient_id, daysAgo: 20 });
    // A cancelled appointment is not a visit.
    await createVisit(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      patientId: kase.patient_id,
      daysAgo: 3,
      status: 'cancelled',
    });
    const [gap] = byKind(await insightsOf(client), 'treatment_gap');
    expect(gap).toMatchObject({ caseId: kase.id, caseNumber: kase.case_number, urgency: 6 });
    expect(gap.message).toBe('No visit in 20 days: schedule a follow-up or record why treatment paused.');
    expect(gap.patientName).toMatch(/^Pat Ient/);

    await createVisit(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      patientId: kase.patient_id,
      daysAgo: 2,
      status: 'checked_in',
    });
    expect(byKind(await insightsOf(client), 'treatment_gap')).toEqual([]);
  });

  it('flags a case with no visit 14 days after opening; a coded bill line counts as a visit', async () => {
    const { clinic, client } = await clinicWorld();
    const kase = await createCase(t.dataSource, {
      clinicId: clinic.id,
      created_at: new Date(Date.now() - 30 * 86_400_000),
    });
    const [gap] = byKind(await insightsOf(client), 'treatment_gap');
    expect(gap.message).toBe('No visit recorded 30 days after the case opened: book the first visit.');
    const bill = (await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      status: 'submitted',
    })) as {
      id: number;
    };
    await t.dataSource.query(
      `INSERT INTO billing_lines (billing_id, clinic_id, case_id, line_number, service_date, procedure_code, description,
                                  units, unit_fee, amount)
       VALUES ($1, $2, $3, 1, current_date - 5, '98940', 'Adjustment', 1, '100.00', '100.00')`,
      [bill.id, clinic.id, kase.id],
    );
    expect(byKind(await insightsOf(client), 'treatment_gap')).toEqual([]);
  });

  it('flags bills unpaid past 90 days, and clears them when paid', async () => {
    const { clinic, client } = await clinicWorld();
    const kase = await createCase(t.dataSource, { clinicId: clinic.id, status: 'settlement_negotiation' });
    const old = new Date(Date.now() - 100 * 86_400_000);
    const bill = (await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      amount: '450.00',
      status: 'submitted',
      created_at: old,
    })) as { id: number };
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      amount: '75.00',
      status: 'submitted',
    });
    const [aging] = byKind(await insightsOf(client), 'bill_aging');
    expect(aging).toMatchObject({ caseId: kase.id, urgency: 10 });
    expect(aging.message).toBe('1 bill ($450.00) unpaid, the oldest 100 days old: follow up on payment.');

    await t.dataSource.query(`UPDATE billing SET status = 'paid', paid_date = current_date WHERE id = $1`, [bill.id]);
    expect(byKind(await insightsOf(client), 'bill_aging')).toEqual([]);
  });

  it('flags a case in attorney review over 60 days (from the audited change), and clears when it moves on', async () => {
    const { clinic, staff, client } = await clinicWorld();
    const kase = await createCase(t.dataSource, { clinicId: clinic.id, status: 'attorney_review' });
    // Entered review 70 days ago by the audit log, though opened today.
    await t.dataSource.query(
      `INSERT INTO audit_logs (clinic_id, entity_type, entity_id, action, changed_by, new_values, changed_at)
       VALUES ($1, 'case', $2, 'update', $3, '{"status":"attorney_review"}', now() - interval '70 days')`,
      [clinic.id, String(kase.id), staff.id],
    );
    const [review] = byKind(await insightsOf(client), 'attorney_review');
    expect(review).toMatchObject({ caseId: kase.id, urgency: 10 });
    expect(review.message).toBe('In attorney review for 70 days: ask the attorney for the next step.');

    await t.dataSource.query(`UPDATE cases SET status = 'settlement_negotiation' WHERE id = $1`, [kase.id]);
    expect(byKind(await insightsOf(client), 'attorney_review')).toEqual([]);
  });

  it('flags charges at 80% of the coverage limits, clears when the limit rises, and orders by urgency', async () => {
    const { clinic, client } = await clinicWorld();
    const kase = await createCase(t.dataSource, { clinicId: clinic.id, status: 'settlement_negotiation' });
    const coverage = await createCoverage(t.dataSource, {
      clinicId: clinic.id,
      caseId: kase.id,
      limit_amount: '1000.00',
    });
    await postCharge(t.dataSource, { clinicId: clinic.id, caseId: kase.id, amount: '900.00' });
    const urgent = await createCase(t.dataSource, {
      clinicId: clinic.id,
      created_at: new Date(Date.now() - 100 * 86_400_000),
    });

    const insights = await insightsOf(client);
    const [limit] = byKind(insights, 'policy_limit');
    expect(limit).toMatchObject({ caseId: kase.id, urgency: 30 });
    expect(limit.message).toBe(
      'Charges of $900.00 are 90% of the coverage limits ($1,000.00): weigh further treatment against what remains.',
    );
    // The case without a visit for 100 days (urgency 86) comes first.
    expect(insights.recommendations.map((r) => r.caseId)).toEqual([urgent.id, kase.id]);

    await t.dataSource.query(`UPDATE case_coverages SET limit_amount = '2000.00' WHERE id = $1`, [coverage.id]);
    expect(byKind(await insightsOf(client), 'policy_limit')).toEqual([]);
  });
});

describe('AI insights: who reads what', () => {
  it("gives an attorney their own cases' insights through GraphQL, without the clinic's draft bills", async () => {
    const { clinic, client } = await clinicWorld();
    const { attorney, user } = await createAttorneyUser(t.dataSource);
    const theirs = await createCase(t.dataSource, {
      clinicId: clinic.id,
      attorneyId: attorney.id,
      status: 'settlement_negotiation',
    });
    await createCase(t.dataSource, { clinicId: clinic.id, status: 'settlement_negotiation' });
    await createBillingEntry(t.dataSource, {
      clinicId: clinic.id,
      caseId: theirs.id,
      status: 'pending',
      created_at: new Date(Date.now() - 120 * 86_400_000),
    });
    const lawyer = await signedInClient(t.url, user.email);

    const clinicView = await insightsOf(client);
    expect(byKind(clinicView, 'bill_aging').map((r) => r.caseId)).toEqual([theirs.id]);
    const attorneyView = await insightsOf(lawyer);
    expect(attorneyView.caseMetrics.totalCases).toBe(1);
    expect(attorneyView.recommendations).toEqual([]);

    const rest = await lawyer.rest<{ message: string }>('GET', '/api/ai/insights');
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(clinicInsightsOnlyMessage);
  });

  it('answers the spec’s REST call for a clinic user, and refuses the super admin', async () => {
    const { clinic, client } = await clinicWorld();
    await createCase(t.dataSource, { clinicId: clinic.id });
    const rest = await client.rest<{ caseMetrics: { totalCases: number } }>('GET', '/api/ai/insights');
    expect(rest.status).toBe(200);
    expect(rest.body.caseMetrics.totalCases).toBe(1);

    const operator = await signedInClient(t.url, (await createUser(t.dataSource, { role: Role.super_admin })).email);
    const refused = await operator.gql(insightsQuery);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await operator.rest('GET', '/api/ai/insights')).status).toBe(403);
    expect((await operator.rest('GET', '/api/ai/config')).status).toBe(403);
  });
});
