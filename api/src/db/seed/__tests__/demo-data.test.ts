import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../data-source';
import { createLogger } from '../../../platform/logger';
import { createScratchDatabase, testConfig } from '../../../test/harness';
import { verifyPassword } from '../../../platform/auth/passwords';
import { billingConsistencyProblems } from '../../../modules/subscriptions/billing-consistency';
import { demoLogins, demoPassword, loadDemoDataOnce } from '../demo-data';
import { demoHistoryMark } from '../demo-ai-history';
import { writeDemoRecordsFiles } from '../demo-records';
import { LocalDiskStorage } from '../../../platform/storage/local-disk-storage';

const historyCase = (alias: string) => `${alias}.description LIKE '%${demoHistoryMark}'`;

describe('demo data', () => {
  it('loads a realistic data set once, with a working login for every demo account', async () => {
    // Loaded as the app's restricted role, as `npm start` does.
    const scratch = await createScratchDatabase({ migrate: true });
    const dataSource = createDataSource({ url: scratch.url });
    try {
      await dataSource.initialize();
      const config = testConfig();
      expect(await loadDemoDataOnce(dataSource, config, createLogger('error'))).toBe(true);

      // The two years of history for the AI models (demo-ai-history.test.ts) are counted apart.
      const [counts] = await dataSource.query(`SELECT
        (SELECT count(*) FROM clinics)::int AS clinics,
        (SELECT count(*) FROM patients p WHERE NOT EXISTS (SELECT 1 FROM cases c WHERE c.patient_id = p.id AND ${historyCase('c')}))::int AS patients,
        (SELECT count(*) FROM cases c WHERE NOT ${historyCase('c')})::int AS cases, (SELECT count(DISTINCT firm_name) FROM attorneys)::int AS firms,
        (SELECT count(*) FROM messages)::int AS messages, (SELECT count(*) FROM billing)::int AS bills,
        (SELECT count(*) FROM audit_logs)::int AS audit, (SELECT count(DISTINCT status) FROM cases)::int AS statuses,
        (SELECT count(DISTINCT case_type) FROM cases)::int AS types`);
      // 60 patients of the demo cases, and 4 the two demo clinics converted from marketing leads (decision 462).
      expect(counts).toMatchObject({ clinics: 12, patients: 64, cases: 90, statuses: 4, types: 5 });
      expect(counts.firms).toBeGreaterThanOrEqual(3);
      expect(counts.messages).toBeGreaterThan(50);
      expect(counts.bills).toBeGreaterThan(90);
      expect(counts.audit).toBeGreaterThanOrEqual(90);

      const clinicsWithPatients = (
        await dataSource.query(
          `SELECT name FROM clinics c WHERE EXISTS (SELECT 1 FROM patients p WHERE p.clinic_id = c.id) ORDER BY name`,
        )
      ).map((r: { name: string }) => r.name);
      expect(clinicsWithPatients).toEqual(['Lakeview Spine & Injury', 'Northside Chiropractic']);

      for (const login of demoLogins) {
        const [user] = await dataSource.query(`SELECT password_hash, is_active FROM users WHERE email = $1`, [
          login.email,
        ]);
        expect(user?.is_active).toBe(true);
        expect(await verifyPassword(demoPassword, user.password_hash)).toBe(true);
      }
      // The Harper attorney holds cases at both clinics.
      const [harper] = await dataSource.query(
        `SELECT count(DISTINCT c.clinic_id)::int AS clinics FROM cases c JOIN users u ON u.attorney_id = c.attorney_id WHERE u.email = 'attorney@harper-law.demo'`,
      );
      expect(harper.clinics).toBe(2);

      // Tasks at both clinics (demo-tasks.ts): overdue ones, done ones, the demo staff user's among them.
      const taskFacts = await dataSource.query(`SELECT cl.name,
          count(*) FILTER (WHERE t.status IN ('pending', 'in_progress') AND t.due_date < current_date)::int AS overdue,
          count(*) FILTER (WHERE t.status = 'completed' AND t.completed_by IS NOT NULL)::int AS done,
          count(*) FILTER (WHERE u.email LIKE 'staff@%.demo')::int AS "staffUsers"
        FROM tasks t JOIN clinics cl ON cl.id = t.clinic_id LEFT JOIN users u ON u.id = t.assigned_to
        GROUP BY cl.name ORDER BY cl.name`);
      expect(taskFacts.map((row: { name: string }) => row.name)).toEqual([
        'Lakeview Spine & Injury',
        'Northside Chiropractic',
      ]);
      for (const row of taskFacts) {
        expect(row.overdue).toBeGreaterThanOrEqual(2);
        expect(row.done).toBeGreaterThanOrEqual(2);
        expect(row.staffUsers).toBeGreaterThanOrEqual(4);
      }

      // New cases and invoices continue after each clinic's demo numbers instead of colliding with them.
      const [{ missing }] = await dataSource.query(`SELECT count(*)::int AS missing FROM (
          SELECT clinic_id, 'case' AS kind, substring(case_number from '-CASE-(\\d{4})-')::int AS year,
                 max(substring(case_number from '(\\d+)$')::int) AS n FROM cases GROUP BY 1, 2, 3
          UNION ALL
          SELECT clinic_id, 'invoice', substring(invoice_number from '-INV-(\\d{4})-')::int,
                 max(substring(invoice_number from '(\\d+)$')::int) FROM billing GROUP BY 1, 2, 3) used
        LEFT JOIN clinic_number_counters c
          ON c.clinic_id = used.clinic_id AND c.kind = used.kind AND c.year = used.year AND c.last_value = used.n
        WHERE c.year IS NULL`);
      expect(missing).toBe(0);
      // Each clinic counts its own cases after its prefix: both start at 001 in a year they opened cases.
      const [{ clinicsFromOne }] = await dataSource.query(
        `SELECT count(DISTINCT clinic_id)::int AS "clinicsFromOne" FROM cases
          WHERE case_number = 'C' || clinic_id || '-CASE-' || substring(case_number from '-CASE-(\\d{4})-') || '-001'`,
      );
      expect(clinicsFromOne).toBe(2);

      // Every open lien ledger agrees with its bills: the balance is the submitted and denied bills
      // (pending ones are drafts, paid ones are settled) less what insurers paid on its claims, and each
      // bill past its draft is charged once. (Closed ledgers, the history's, balance to nothing:
      // demo-ai-history.test.ts.)
      const [{ mismatched }] = await dataSource.query(`SELECT count(*)::int AS mismatched FROM cases c
         WHERE c.ledger_closed_at IS NULL AND (SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0) FROM case_ledger_entries e WHERE e.case_id = c.id)
            <> (SELECT coalesce(sum(b.amount) FILTER (WHERE b.status IN ('submitted', 'denied')), 0) FROM billing b WHERE b.case_id = c.id)
             - (SELECT coalesce(sum(ic.paid_amount), 0) FROM insurance_claims ic WHERE ic.case_id = c.id AND ic.status = 'paid')`);
      expect(mismatched).toBe(0);
      const [charges] = await dataSource.query(`SELECT
          count(*) FILTER (WHERE b.status = 'pending' AND e.n > 0)::int AS "draftsCharged",
          count(*) FILTER (WHERE b.status <> 'pending' AND e.n <> 1)::int AS "billsNotChargedOnce",
          count(*) FILTER (WHERE b.status = 'pending')::int AS drafts
        FROM billing b CROSS JOIN LATERAL (
          SELECT count(*) AS n FROM case_ledger_entries x WHERE x.billing_id = b.id AND x.kind = 'charge') e`);
      expect(charges).toEqual({ draftsCharged: 0, billsNotChargedOnce: 0, drafts: expect.any(Number) });
      expect(charges.drafts).toBeGreaterThan(0);
      const [{ backwards }] = await dataSource.query(`SELECT count(*)::int AS backwards FROM (
          SELECT effective_date < lag(effective_date) OVER (PARTITION BY case_id ORDER BY id) AS back FROM case_ledger_entries) postings
         WHERE back`);
      expect(backwards).toBe(0);
      const [harperReductions] = await dataSource.query(
        `SELECT count(*)::int AS open FROM bill_reduction_requests r JOIN users u ON u.id = r.requested_by
          WHERE u.email = 'attorney@harper-law.demo' AND r.status = 'pending'`,
      );
      expect(harperReductions.open).toBeGreaterThan(0);

      // Claims in every status per clinic, from coded lines, each paid one on its ledger, and coded lines left to claim.
      const claims = await dataSource.query(
        `SELECT ic.clinic_id, ic.status, count(*)::int AS n,
                count(*) FILTER (WHERE ic.status = 'paid' AND NOT EXISTS (SELECT 1 FROM case_ledger_entries e
                  WHERE e.reference = ic.claim_number AND e.kind = 'payment' AND e.amount = ic.paid_amount))::int AS unposted
           FROM insurance_claims ic GROUP BY 1, 2 ORDER BY 1, 2`,
      );
      expect(claims).toHaveLength(10);
      expect(claims.every((row: { n: number; unposted: number }) => row.n === 1 && row.unposted === 0)).toBe(true);
      const [{ unclaimed }] = await dataSource.query(
        `SELECT count(*)::int AS unclaimed FROM billing_lines bl WHERE NOT EXISTS (SELECT 1 FROM insurance_claims ic,
           jsonb_array_elements(ic.service_lines) l WHERE (l->>'billingLineId')::int = bl.id)`,
      );
      expect(unclaimed).toBeGreaterThan(0);

      await expectSubscriptionYear(dataSource);
      await expectDemoSchedule(dataSource);
      await expectDemoRecords(dataSource);

      expect(await loadDemoDataOnce(dataSource, config, createLogger('error'))).toBe(false);
      const [again] = await dataSource.query(
        `SELECT count(*)::int AS cases FROM cases c WHERE NOT ${historyCase('c')}`,
      );
      expect(again.cases).toBe(90);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await scratch.drop();
    }
    // A scratch database, migrated, and the whole demo loaded: seconds on a busy machine.
  }, 60_000);
});

/**
 * Records retrieval (decision 430): the demo attorney's requests on Harper Law's Northside cases in
 * every state, one overdue, follow-ups, disclosures under the authorization, Northside's inbox and its
 * own request; every file opens.
 */
async function expectDemoRecords(dataSource: DataSource) {
  const rows = (await dataSource.query(
    `SELECT r.id, r.status, r.requester_side AS side, r.request_method AS method, r.follow_up_count AS "followUps",
            (r.status IN ('pending', 'sent', 'partial') AND r.due_date < current_date) AS overdue,
            c.attorney_id = r.attorney_id AS "attorneysCase", cl.name AS clinic, pc.name AS "providerClinic",
            (SELECT count(*)::int FROM records_disclosures d WHERE d.request_id = r.id
                AND d.authorization_document_id = r.authorization_document_id) AS disclosures,
            a.email AS attorney, ad.case_id = r.case_id AS "authorizationOfCase"
       FROM records_retrieval r JOIN cases c ON c.id = r.case_id JOIN clinics cl ON cl.id = r.clinic_id
       LEFT JOIN clinics pc ON pc.id = r.provider_clinic_id LEFT JOIN attorneys a ON a.id = r.attorney_id
       JOIN documents ad ON ad.id = r.authorization_document_id ORDER BY r.id`,
  )) as {
    status: string;
    side: string;
    method: string;
    followUps: number;
    overdue: boolean;
    attorneysCase: boolean | null;
    clinic: string;
    providerClinic: string | null;
    disclosures: number;
    attorney: string | null;
    authorizationOfCase: boolean;
  }[];
  const firm = rows.filter((row) => row.side === 'attorney');
  expect(firm.every((row) => row.attorney === 'attorney@harper-law.demo' && row.attorneysCase)).toBe(true);
  expect(firm.every((row) => row.clinic === 'Northside Chiropractic' && row.authorizationOfCase)).toBe(true);
  expect(new Set(firm.map((row) => row.status))).toEqual(
    new Set(['pending', 'sent', 'received', 'partial', 'cancelled']),
  );
  expect(firm.filter((row) => row.overdue)).toHaveLength(1);
  expect(firm.some((row) => row.status === 'sent' && row.followUps > 0 && !row.overdue)).toBe(true);
  for (const row of firm.filter((r) => r.status === 'received' || r.status === 'partial')) {
    expect(row.providerClinic).toBe('Northside Chiropractic');
    expect(row.disclosures).toBeGreaterThan(0);
  }
  // Northside's inbox (requests addressed to it) and its own request to an outside provider.
  expect(firm.filter((row) => row.providerClinic === 'Northside Chiropractic').length).toBeGreaterThanOrEqual(3);
  expect(rows.filter((row) => row.side === 'clinic' && row.clinic === 'Northside Chiropractic')).toHaveLength(1);

  const root = await mkdtemp(path.join(os.tmpdir(), 'demo-records-'));
  try {
    const storage = new LocalDiskStorage(root);
    const written = await writeDemoRecordsFiles(dataSource, storage);
    const [{ files }] = (await dataSource.query(
      `SELECT count(*)::int AS files FROM documents WHERE file_path LIKE 'demo/records/%'`,
    )) as { files: number }[];
    expect(written).toBe(files);
    expect(await writeDemoRecordsFiles(dataSource, storage)).toBe(0);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** A year of subscription history for a dozen clinics, in every status, agreeing with the billing rules. */
async function expectSubscriptionYear(dataSource: DataSource) {
  expect(await billingConsistencyProblems(dataSource.manager)).toEqual([]);

  const statuses = await dataSource.query(
    `SELECT billing_status AS status, billing_frequency AS frequency, count(*)::int AS clinics FROM clinics GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  expect(statuses).toEqual([
    { status: 'active', frequency: 'annual', clinics: 4 },
    { status: 'active', frequency: 'monthly', clinics: 4 },
    { status: 'cancelled', frequency: 'monthly', clinics: 1 },
    { status: 'overdue', frequency: 'monthly', clinics: 1 },
    { status: 'suspended', frequency: 'monthly', clinics: 1 },
    { status: 'trial', frequency: 'annual', clinics: 1 },
  ]);
  const [northside] = await dataSource.query(
    `SELECT c.billing_status, c.balance::text, m.provider_ref, m.brand, m.last4
       FROM clinics c JOIN payment_methods m ON m.clinic_id = c.id AND m.is_default AND m.removed_at IS NULL
      WHERE c.name = 'Northside Chiropractic'`,
  );
  expect(northside).toEqual({
    billing_status: 'active',
    balance: '0.00',
    provider_ref: 'card_succeeded_4242',
    brand: 'Visa',
    last4: '4242',
  });

  // The history spans the year up to today, with an upgrade, a downgrade, a cancellation and a return.
  const [history] = await dataSource.query(`SELECT
      min(occurred_at) > now() - interval '13 months' AND max(occurred_at) <= now() AS "withinTheYear",
      min(occurred_at) < now() - interval '11 months' AS "aYearBack",
      count(*) FILTER (WHERE kind = 'plan_changed' AND mrr > previous_mrr)::int AS upgrades,
      count(*) FILTER (WHERE kind = 'plan_changed' AND mrr < previous_mrr)::int AS downgrades,
      count(*) FILTER (WHERE kind = 'frequency_changed')::int AS "frequencyChanges",
      count(*) FILTER (WHERE kind = 'cancelled' AND mrr = 0)::int AS cancellations,
      count(*) FILTER (WHERE previous_status = 'cancelled' AND status = 'active')::int AS reactivations,
      count(*) FILTER (WHERE status = 'overdue' AND previous_status = 'active')::int AS "wentOverdue"
    FROM subscription_events`);
  expect(history).toEqual({
    withinTheYear: true,
    aYearBack: true,
    upgrades: 1,
    downgrades: 1,
    frequencyChanges: 1,
    cancellations: 2,
    reactivations: 1,
    wentOverdue: 3,
  });

  // Invoices are numbered from the platform sequence in the order they were issued.
  const [numbering] = await dataSource.query(`SELECT
      bool_and(number ~ '^CB-\\d{4}-\\d{6}$' AND substring(number, 4, 4) = to_char(issued_at AT TIME ZONE 'UTC', 'YYYY')) AS formatted,
      count(*)::int AS invoices, (SELECT last_value FROM clinic_invoice_number_seq)::int AS "lastNumber",
      bool_and(n = row_number) AS "inIssueOrder"
    FROM (SELECT number, issued_at, substring(number from '(\\d+)$')::int AS n,
                 row_number() OVER (ORDER BY issued_at, id) FROM clinic_invoices) i`);
  expect(numbering).toMatchObject({ formatted: true, inIssueOrder: true });
  expect(numbering.lastNumber).toBe(numbering.invoices);
  expect(numbering.invoices).toBeGreaterThan(60);

  // Overdue: the renewal's charge and two retries refused, the late fee raised, one retry to come.
  const [overdue] =
    await dataSource.query(`SELECT c.balance::text, i.attempt_count, i.next_attempt_at > now() AS "retryAhead",
      f.total::text AS "lateFee", f.status AS "lateFeeStatus",
      (SELECT array_agg(DISTINCT p.failure_code || ': ' || p.failure_message) FROM payments p WHERE p.invoice_id = i.id) AS failures
    FROM clinics c JOIN clinic_invoices i ON i.clinic_id = c.id AND i.status = 'open' AND i.kind = 'subscription'
    JOIN clinic_invoices f ON f.id = i.late_fee_invoice_id WHERE c.billing_status = 'overdue'`);
  expect(overdue).toEqual({
    balance: '-374.00',
    attempt_count: 3,
    retryAhead: true,
    lateFee: '25.00',
    lateFeeStatus: 'open',
    failures: ['insufficient_funds: The card has insufficient funds.'],
  });
  // Suspended: every retry spent, the late fee raised, no revenue since.
  const [suspended] = await dataSource.query(`SELECT c.balance::text, c.suspended_at IS NOT NULL AS "since",
      i.attempt_count, i.next_attempt_at, i.late_fee_invoice_id IS NOT NULL AS "lateFee",
      (SELECT mrr::text FROM subscription_events e WHERE e.clinic_id = c.id ORDER BY occurred_at DESC, id DESC LIMIT 1) AS mrr
    FROM clinics c JOIN clinic_invoices i ON i.clinic_id = c.id AND i.status = 'open' AND i.kind = 'subscription'
    WHERE c.billing_status = 'suspended'`);
  expect(suspended).toEqual({
    balance: '-274.00',
    since: true,
    attempt_count: 4,
    next_attempt_at: null,
    lateFee: true,
    mrr: '0.00',
  });

  // The cancelled clinic's unused days: credited, then refunded to the card of the charge they came from.
  const [refund] =
    await dataSource.query(`SELECT r.amount::text AS refunded, a.amount::text AS adjusted, c.balance::text,
      o.kind AS "refundOf", r.transaction_id LIKE 're\\_%' AS "providerRefund", r.idempotency_key = 'refund:' || a.id AS keyed,
      (SELECT amount::text FROM billing_adjustments x WHERE x.clinic_id = c.id AND x.type = 'credit') AS credited
    FROM payments r JOIN billing_adjustments a ON a.payment_id = r.id AND a.type = 'refund'
    JOIN payments o ON o.id = r.refund_of_payment_id JOIN clinics c ON c.id = r.clinic_id
    WHERE r.kind = 'refund'`);
  expect(refund).toMatchObject({ refundOf: 'charge', providerRefund: true, keyed: true, balance: '0.00' });
  expect(refund.refunded).toBe(refund.adjusted);
  expect(refund.credited).toBe(refund.refunded);

  // The early-bird clinic: 40% off its first annual invoice, its price locked.
  const [earlyBird] = await dataSource.query(`SELECT c.price_locked, l.amount::text AS discount, i.total::text
    FROM clinics c JOIN clinic_invoices i ON i.clinic_id = c.id JOIN clinic_invoice_lines l ON l.invoice_id = i.id AND l.kind = 'early_bird_discount'
    WHERE c.early_bird_until > current_date`);
  expect(earlyBird).toEqual({ price_locked: true, discount: '-1400.00', total: '2100.00' });

  const kinds = await dataSource.query(`SELECT DISTINCT kind FROM clinic_invoices ORDER BY kind`);
  expect(kinds.map((k: { kind: string }) => k.kind)).toEqual(['debit', 'late_fee', 'proration', 'subscription']);
  const failureCodes = await dataSource.query(
    `SELECT DISTINCT failure_code FROM payments WHERE status = 'failed' ORDER BY 1`,
  );
  expect(failureCodes.map((f: { failure_code: string }) => f.failure_code)).toEqual([
    'card_declined',
    'insufficient_funds',
    'processing_error',
  ]);
}

/** Each demo clinic's calendar: providers, the default types, and visits over the past 3 weeks and the coming 2. */
async function expectDemoSchedule(dataSource: DataSource) {
  const rows = await dataSource.query(`SELECT cl.name,
      (SELECT count(*) FROM users u WHERE u.clinic_id = cl.id AND u.is_provider AND u.npi ~ '^\\d{10}$')::int AS providers,
      (SELECT count(*) FROM appointment_types t WHERE t.clinic_id = cl.id)::int AS types,
      (SELECT count(*) FROM appointments a WHERE a.clinic_id = cl.id AND a.scheduled_end < now() AND a.status = 'completed')::int AS completed,
      (SELECT count(*) FROM appointments a WHERE a.clinic_id = cl.id AND a.scheduled_end < now() AND a.status IN ('no_show', 'cancelled'))::int AS missed,
      (SELECT count(*) FROM appointments a WHERE a.clinic_id = cl.id AND a.scheduled_start > now() AND a.status = 'scheduled')::int AS upcoming,
      (SELECT count(*) FROM appointments a WHERE a.clinic_id = cl.id AND (a.scheduled_start < now() - interval '22 days' OR a.scheduled_start > now() + interval '15 days'))::int AS outside
    FROM clinics cl WHERE EXISTS (SELECT 1 FROM patients p WHERE p.clinic_id = cl.id) ORDER BY cl.name`);
  expect(rows.map((r: { name: string; providers: number; types: number }) => [r.name, r.providers, r.types])).toEqual([
    ['Lakeview Spine & Injury', 1, 4],
    ['Northside Chiropractic', 3, 4],
  ]);
  for (const row of rows) {
    expect(row.completed).toBeGreaterThan(20);
    expect(row.missed).toBeGreaterThan(0);
    expect(row.upcoming).toBeGreaterThan(10);
    expect(row.outside).toBe(0);
  }
}
