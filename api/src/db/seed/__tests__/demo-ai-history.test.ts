import { sampleCorrelation } from 'simple-statistics';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../data-source';
import { createLogger } from '../../../platform/logger';
import { createScratchDatabase, testConfig } from '../../../test/harness';
import { caseTypes } from '../../../modules/cases/case.enums';
import { closedCaseStory, openCaseStory, type FeeItem } from '../ai-history-story';
import { demoHistoryMark } from '../demo-ai-history';
import { firstNames, lastNames, loadDemoDataOnce } from '../demo-data';
import { presentations, visitProcedures } from '../demo-notes';
import { createRandom } from '../random';

const history = `c.description LIKE '%${demoHistoryMark}'`;

async function loadDemo(): Promise<{ dataSource: DataSource; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase({ migrate: true });
  const dataSource = createDataSource({ url: scratch.url });
  await dataSource.initialize();
  expect(await loadDemoDataOnce(dataSource, testConfig(), createLogger('error'))).toBe(true);
  return {
    dataSource,
    drop: async () => {
      await dataSource.destroy();
      await scratch.drop();
    },
  };
}

/** Everything a history case is, without ids or generated user ids: equal for two loads on one day. */
const fingerprintSql = `SELECT md5(string_agg(row_text, '|' ORDER BY row_text)) AS fingerprint FROM (
    SELECT concat_ws(';', c.case_number, c.case_type, c.status, c.accident_date, c.settlement_amount, c.settlement_date,
           c.created_at, c.closed_at, a.email, p.first_name, p.last_name, p.date_of_birth,
           (SELECT string_agg(concat_ws(',', b.invoice_number, b.amount, b.description), ' ' ORDER BY b.invoice_number)
              FROM billing b WHERE b.case_id = c.id),
           (SELECT string_agg(concat_ws(',', l.service_date, l.procedure_code, l.units, l.amount), ' ' ORDER BY l.id)
              FROM billing_lines l WHERE l.case_id = c.id),
           (SELECT string_agg(concat_ws(',', e.kind, e.amount, e.effective_date), ' ' ORDER BY e.id)
              FROM case_ledger_entries e WHERE e.case_id = c.id),
           (SELECT string_agg(concat_ws(',', r.status, r.original_amount, r.approved_amount), ' ')
              FROM bill_reduction_requests r WHERE r.case_id = c.id),
           (SELECT string_agg(limit_amount::text, ' ') FROM case_coverages v WHERE v.case_id = c.id)) AS row_text
      FROM cases c JOIN patients p ON p.id = c.patient_id JOIN attorneys a ON a.id = c.attorney_id
     WHERE ${history}) rows`;

let demo: Awaited<ReturnType<typeof loadDemo>>;
beforeAll(async () => {
  demo = await loadDemo();
}, 60_000);
afterAll(() => demo?.drop());

describe('demo AI history', () => {
  it('gives each clinic two years of closed cases and some open ones, every type, Harper holding 50+', async () => {
    const perClinic = await demo.dataSource.query(`SELECT cl.name,
        count(*) FILTER (WHERE c.status = 'closed')::int AS closed, count(*) FILTER (WHERE c.status <> 'closed')::int AS open,
        count(DISTINCT c.case_type)::int AS types, count(DISTINCT c.patient_id)::int AS patients,
        count(*) FILTER (WHERE p.is_active <> (c.status <> 'closed'))::int AS "patientsActiveWrongly"
      FROM cases c JOIN clinics cl ON cl.id = c.clinic_id JOIN patients p ON p.id = c.patient_id
      WHERE ${history} GROUP BY cl.name ORDER BY cl.name`);
    expect(perClinic).toEqual([
      {
        name: 'Lakeview Spine & Injury',
        closed: 70,
        open: 20,
        types: caseTypes.length,
        patients: 90,
        patientsActiveWrongly: 0,
      },
      {
        name: 'Northside Chiropractic',
        closed: 160,
        open: 20,
        types: caseTypes.length,
        patients: 180,
        patientsActiveWrongly: 0,
      },
    ]);
    const [harper] = await demo.dataSource
      .query(`SELECT count(*)::int AS closed, count(DISTINCT c.clinic_id)::int AS clinics
      FROM cases c JOIN attorneys a ON a.id = c.attorney_id
     WHERE ${history} AND c.status = 'closed' AND a.email = 'attorney@harper-law.demo'`);
    expect(harper.closed).toBeGreaterThanOrEqual(50);
    expect(harper.clinics).toBe(2);
    const [{ attorneys }] = await demo.dataSource.query(
      `SELECT count(DISTINCT c.attorney_id)::int AS attorneys FROM cases c WHERE ${history}`,
    );
    expect(attorneys).toBe(6);
  });

  it('opens cases over the last 30 months, closes them over at least 20 of the last 24, open ones 1–10 months old', async () => {
    const [span] = await demo.dataSource.query(`SELECT
        count(DISTINCT date_trunc('month', c.closed_at))
          FILTER (WHERE c.closed_at >= date_trunc('month', now()) - interval '23 months')::int AS "closedMonths",
        count(*) FILTER (WHERE c.status = 'closed' AND (c.closed_at IS NULL OR c.closed_at < c.created_at
                                                        OR c.closed_at > now() OR c.closed_at < now() - interval '24 months'))::int AS "badCloses",
        count(*) FILTER (WHERE c.created_at < now() - interval '30 months' - interval '1 day')::int AS "openedTooEarly",
        count(*) FILTER (WHERE c.status <> 'closed' AND (c.closed_at IS NOT NULL OR c.created_at > now() - interval '28 days'
                                                          OR c.created_at < now() - interval '301 days'))::int AS "badOpen",
        count(*) FILTER (WHERE c.accident_date > c.created_at::date)::int AS "accidentAfterOpening",
        count(*) FILTER (WHERE c.settlement_date > c.closed_at::date OR c.settlement_date < c.created_at::date)::int AS "badSettlementDates"
      FROM cases c WHERE ${history}`);
    expect(span).toEqual({
      closedMonths: expect.any(Number),
      badCloses: 0,
      openedTooEarly: 0,
      badOpen: 0,
      accidentAfterOpening: 0,
      badSettlementDates: 0,
    });
    expect(span.closedMonths).toBeGreaterThanOrEqual(20);
    // The status history: created, then each change in order, ending in the case's status.
    const [{ badHistories }] = await demo.dataSource.query(`SELECT count(*)::int AS "badHistories" FROM cases c
      WHERE ${history} AND c.status IS DISTINCT FROM (
        SELECT coalesce(max(l.new_values->>'status') FILTER (WHERE l.id = last.id), 'none') FROM audit_logs l
          CROSS JOIN LATERAL (SELECT max(x.id) AS id FROM audit_logs x WHERE x.entity_type = 'case' AND x.entity_id = c.id::text
                                 AND x.action IN ('create', 'update')) last
         WHERE l.entity_type = 'case' AND l.entity_id = c.id::text)`);
    expect(badHistories).toBe(0);
  });

  it('records each case as the app would: coded visits priced from the fee schedule, charged once, closed ledgers at zero', async () => {
    const [facts] = await demo.dataSource.query(`SELECT
        (SELECT count(*) FROM billing b JOIN cases c ON c.id = b.case_id WHERE ${history}
            AND b.amount <> (SELECT sum(l.amount) FROM billing_lines l WHERE l.billing_id = b.id))::int AS "billsNotTheirLines",
        (SELECT count(*) FROM billing_lines l JOIN cases c ON c.id = l.case_id
           LEFT JOIN fee_schedule f ON f.clinic_id = l.clinic_id AND f.procedure_code = l.procedure_code
          WHERE ${history} AND (f.fee IS DISTINCT FROM l.unit_fee OR l.service_date <> (SELECT b.created_at::date FROM billing b WHERE b.id = l.billing_id)))::int AS "linesOffSchedule",
        (SELECT count(*) FROM billing b JOIN cases c ON c.id = b.case_id WHERE ${history} AND (b.status <> 'submitted'
            OR (SELECT count(*) FROM case_ledger_entries e WHERE e.billing_id = b.id AND e.kind = 'charge' AND e.amount = b.amount) <> 1))::int AS "billsNotChargedOnce",
        (SELECT count(*) FROM cases c WHERE ${history} AND c.status = 'closed' AND (c.ledger_closed_at IS NULL
            OR (SELECT sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END) FROM case_ledger_entries e WHERE e.case_id = c.id) <> 0))::int AS "closedNotZero",
        (SELECT count(*) FROM cases c WHERE ${history} AND c.status = 'closed' AND c.settlement_amount IS NULL
            AND NOT EXISTS (SELECT 1 FROM case_ledger_entries e WHERE e.case_id = c.id AND e.kind = 'write_off'))::int AS "lostNotWrittenOff",
        (SELECT count(*) FROM case_ledger_entries e JOIN cases c ON c.id = e.case_id WHERE ${history} AND e.kind = 'payment'
            AND (e.effective_date <= c.settlement_date OR e.payment_method <> 'settlement'))::int AS "paymentsNotAfterSettlement",
        (SELECT count(*) FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id WHERE ${history} AND r.status = 'accepted'
            AND (SELECT e.amount FROM case_ledger_entries e WHERE e.reduction_request_id = r.id) IS DISTINCT FROM r.original_amount - r.approved_amount)::int AS "reductionsNotPosted",
        (SELECT count(*) FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id WHERE ${history} AND r.status = 'accepted'
            AND NOT EXISTS (SELECT 1 FROM bill_reductions br WHERE br.reduction_request_id = r.id AND br.negotiation_letter LIKE 'Dear %'))::int AS "acceptedWithoutLetter",
        (SELECT count(*) FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id WHERE ${history} AND r.status = 'rejected')::int AS rejected,
        (SELECT count(*) FROM bill_reduction_requests r JOIN cases c ON c.id = r.case_id WHERE ${history} AND r.status = 'accepted')::int AS accepted,
        (SELECT count(*) FROM case_coverages v JOIN cases c ON c.id = v.case_id WHERE ${history} AND v.limit_amount > 0)::int AS "withLimits",
        (SELECT count(*) FROM cases c WHERE ${history} AND c.case_type = 'auto_accident')::int AS auto,
        (SELECT count(*) FROM case_coverages v JOIN cases c ON c.id = v.case_id JOIN patients p ON p.id = c.patient_id
          WHERE ${history} AND (v.payer_id IS NULL OR v.insured_name IS NULL OR p.address IS NULL OR p.date_of_birth IS NULL))::int AS "notClaimReady",
        (SELECT count(*) FROM cases c WHERE ${history} AND c.status = 'closed' AND coalesce(c.settlement_amount, 0) = 0)::int AS lost,
        (SELECT count(*) FROM cases c WHERE ${history} AND c.status = 'closed')::int AS closed`);
    expect(facts).toMatchObject({
      billsNotTheirLines: 0,
      linesOffSchedule: 0,
      billsNotChargedOnce: 0,
      closedNotZero: 0,
      lostNotWrittenOff: 0,
      paymentsNotAfterSettlement: 0,
      reductionsNotPosted: 0,
      acceptedWithoutLetter: 0,
      notClaimReady: 0,
    });
    expect(facts.rejected).toBeGreaterThan(0);
    expect(facts.accepted).toBeGreaterThan(facts.rejected);
    expect(facts.withLimits / facts.auto).toBeGreaterThan(0.7);
    expect(facts.lost / facts.closed).toBeGreaterThan(0.05);
    expect(facts.lost / facts.closed).toBeLessThan(0.2);
    // Ledger postings never go back in time within a case (the statement's running balance reads in order).
    const [{ backwards }] = await demo.dataSource.query(`SELECT count(*)::int AS backwards FROM (
        SELECT e.effective_date < lag(e.effective_date) OVER (PARTITION BY e.case_id ORDER BY e.id) AS back
          FROM case_ledger_entries e JOIN cases c ON c.id = e.case_id WHERE ${history}) postings WHERE back`);
    expect(backwards).toBe(0);
  });

  it('follows its rule: settlements grow with the billed amount and shrink with treatment gaps; attorneys differ', async () => {
    // Gap days: each interval between visit days beyond 14 (a visit: a coded line's service date).
    const rows = (await demo.dataSource.query(`SELECT c.settlement_amount::float AS settlement,
          (SELECT sum(b.amount) FROM billing b WHERE b.case_id = c.id)::float AS billed,
          (SELECT coalesce(sum(greatest(0, gap - 14)), 0) FROM (
             SELECT day - lag(day) OVER (ORDER BY day) AS gap FROM (SELECT DISTINCT service_date AS day FROM billing_lines l WHERE l.case_id = c.id) d) g)::float AS "gapDays"
        FROM cases c WHERE ${history} AND c.settlement_amount > 0`)) as {
      settlement: number;
      billed: number;
      gapDays: number;
    }[];
    expect(rows.length).toBeGreaterThan(180);
    const settlement = rows.map((row) => row.settlement);
    const billed = rows.map((row) => row.billed);
    const gaps = rows.map((row) => row.gapDays);
    const multiple = rows.map((row) => row.settlement / row.billed);
    expect(sampleCorrelation(settlement, billed)).toBeGreaterThan(0.6);
    // Noise keeps it honest: billed explains much, never all.
    expect(sampleCorrelation(settlement, billed)).toBeLessThan(0.97);
    expect(sampleCorrelation(multiple, gaps)).toBeLessThan(-0.2);
    expect(sampleCorrelation(settlement, gaps)).toBeLessThan(0);

    const attorneys = await demo.dataSource.query(`SELECT a.email,
        avg(e.effective_date - c.settlement_date)::float AS "paymentDays",
        avg(1 - e.amount / (SELECT sum(b.amount) FROM billing b WHERE b.case_id = c.id))::float AS "shareNotPaid"
      FROM cases c JOIN attorneys a ON a.id = c.attorney_id
      JOIN case_ledger_entries e ON e.case_id = c.id AND e.kind = 'payment'
      WHERE ${history} GROUP BY a.email`);
    const of = (email: string) => attorneys.find((row: { email: string }) => row.email === email);
    expect(of('gwhitman@whitmaninjury.demo').paymentDays).toBeGreaterThan(
      of('attorney@harper-law.demo').paymentDays + 20,
    );
    expect(of('gwhitman@whitmaninjury.demo').shareNotPaid).toBeGreaterThan(
      of('p.shah@reyespartners.demo').shareNotPaid,
    );
  });

  it('is deterministic: the same stories from the same seed, and the same rows from two loads', async () => {
    const fees = new Map<string, FeeItem>(
      ['99203', '72040', '98941', '99213', '97110', '97140', '97014'].map((code) => [
        code,
        { cents: 5000, description: code },
      ]),
    );
    const stories = () => {
      const inputs = {
        random: createRandom(7),
        today: '2026-11-26',
        fees,
        firstNames,
        lastNames,
        presentations,
        visitProcedures,
      };
      return [closedCaseStory(inputs, 'northside', 0), openCaseStory(inputs, 'lakeview', 1)];
    };
    expect(stories()).toEqual(stories());

    const second = await loadDemo();
    try {
      const [first] = await demo.dataSource.query(fingerprintSql);
      const [again] = await second.dataSource.query(fingerprintSql);
      expect(first.fingerprint).toMatch(/^[0-9a-f]{32}$/);
      expect(again.fingerprint).toBe(first.fingerprint);
    } finally {
      await second.drop();
    }
  }, 60_000);
});
