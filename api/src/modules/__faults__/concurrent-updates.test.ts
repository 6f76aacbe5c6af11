import { TestClient } from '../../test/client';
import { createAttorney, createCase, createClinicWithUsers } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

/**
 * Conflicting writes at the same moment: 20 simultaneous edits of one case and 20 simultaneous
 * payments on one ledger. Every acknowledged write is in the final state and in the audit log, and
 * the audit history is one unbroken chain (each edit saw the one before it: no lost update).
 */
const writers = 20;
let t: TestApp;
let staff: TestClient;
let clinicId: number;
let attorneyId: number;

beforeAll(async () => {
  t = await startTestApp();
  const own = await createClinicWithUsers(t.dataSource, { subscription_plan: 'enterprise' });
  clinicId = own.clinic.id;
  attorneyId = (await createAttorney(t.dataSource)).id;
  staff = new TestClient(t.url);
  await staff.login(own.staff.email);
});
afterAll(() => t.close());

test(`${writers} simultaneous edits of one case: all acknowledged, the audit chain accounts for each, none lost`, async () => {
  const record = await createCase(t.dataSource, { clinicId, attorneyId, title: 'Initial' });
  const statuses = ['active_treatment', 'attorney_review', 'settlement_negotiation'];
  const answers = await Promise.all(
    Array.from({ length: writers }, (_, i) =>
      staff.gql<{ caseUpdate: { id: number; title: string } }>(
        `mutation ($id: Int!, $input: CaseUpdateInput!) { caseUpdate(id: $id, input: $input) { id title status } }`,
        {
          id: record.id,
          input: {
            caseType: 'auto_accident',
            status: statuses[i % statuses.length],
            accidentDate: '2024-01-15',
            title: `Edit ${i}`,
          },
        },
      ),
    ),
  );
  expect(answers.filter((a) => a.errors)).toEqual([]);
  const acknowledged = answers.map((a) => a.data!.caseUpdate.title).sort();
  expect(acknowledged).toEqual(Array.from({ length: writers }, (_, i) => `Edit ${i}`).sort());

  const audit: { old_values: { title?: string } | null; new_values: { title?: string } }[] = await t.dataSource.query(
    `SELECT old_values, new_values FROM audit_logs
      WHERE entity_type = 'case' AND entity_id = $1 AND action = 'update' ORDER BY id`,
    [String(record.id)],
  );
  expect(audit).toHaveLength(writers);
  expect(audit.map((row) => row.new_values.title).sort()).toEqual(acknowledged);
  // One unbroken chain: each edit's "before" is the previous edit's "after".
  expect(audit[0].old_values?.title).toBe('Initial');
  for (let i = 1; i < audit.length; i += 1) expect(audit[i].old_values?.title).toBe(audit[i - 1].new_values.title);
  const [final] = await t.dataSource.query(`SELECT title FROM cases WHERE id = $1`, [record.id]);
  expect(final.title).toBe(audit[audit.length - 1].new_values.title);
});

test(`${writers} simultaneous payments on one ledger: the balance and the audit log account for every one`, async () => {
  const record = await createCase(t.dataSource, { clinicId, attorneyId });
  const bill = await staff.gql(
    `mutation ($input: BillingEntryCreateInput!) { billingEntryCreate(input: $input) { id } }`,
    { input: { caseId: record.id, amount: '1000.00', description: 'Treatment' } },
  );
  expect(bill.errors).toBeUndefined();
  // Submitted, so the ledger carries its charge (a pending bill is a draft, off the ledger).
  const submitted = await staff.gql(
    `mutation ($id: Int!) { billingStatusChange(input: { id: $id, status: submitted }) { id } }`,
    { id: (bill.data as { billingEntryCreate: { id: number } }).billingEntryCreate.id },
  );
  expect(submitted.errors).toBeUndefined();
  const answers = await Promise.all(
    Array.from({ length: writers }, (_, i) =>
      staff.gql<{ ledgerPaymentRecord: { balance: string } }>(
        `mutation ($input: LedgerPaymentInput!) { ledgerPaymentRecord(input: $input) { balance } }`,
        {
          input: {
            caseId: record.id,
            amount: '12.34',
            paymentMethod: 'check',
            receivedDate: '2025-01-02',
            reference: `check ${i}`,
          },
        },
      ),
    ),
  );
  expect(answers.filter((a) => a.errors)).toEqual([]);
  const view = await staff.gql<{ caseLedger: { balance: string; totalPayments: string; entries: unknown[] } }>(
    `query ($caseId: Int!) { caseLedger(caseId: $caseId) { balance totalPayments entries { id } } }`,
    { caseId: record.id },
  );
  expect(view.errors).toBeUndefined();
  expect(view.data!.caseLedger.totalPayments).toBe((12.34 * writers).toFixed(2));
  expect(view.data!.caseLedger.balance).toBe((1000 - 12.34 * writers).toFixed(2));
  const [counts] = await t.dataSource.query(
    `SELECT (SELECT count(*) FROM case_ledger_entries WHERE case_id = $1 AND kind = 'payment') AS payments,
            (SELECT count(*) FROM audit_logs WHERE entity_type = 'case_ledger' AND entity_id = $2 AND action = 'payment') AS audited,
            (SELECT count(DISTINCT reference) FROM case_ledger_entries WHERE case_id = $1 AND kind = 'payment') AS distinct_refs`,
    [record.id, String(record.id)],
  );
  expect(counts).toEqual({ payments: String(writers), audited: String(writers), distinct_refs: String(writers) });
});
