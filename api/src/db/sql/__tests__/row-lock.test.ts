import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { Role } from '../../../platform/access/role';
import type { Scope } from '../../../platform/access/scope';
import { caseFactsForWrite } from '../../../modules/cases/case-facts';
import { assertActiveCaseAvailable } from '../../../modules/clinics/plan-limits';
import { createCase, createClinicWithUsers } from '../../../test/factories';
import { startTestApp, testDatabaseUrl, type TestApp } from '../../../test/harness';

/**
 * The write lock (decision 501) queues a row's writers and lets inserts that reference the row through.
 * Each check holds a lock in one transaction and tries the other statement from a second session that
 * gives up after lockTimeoutMs: an insert that had to wait would fail with PostgreSQL's lock timeout.
 */
const lockTimeoutMs = 1500;

let t: TestApp;
let other: Client;
beforeAll(async () => {
  t = await startTestApp();
  other = new Client({ connectionString: testDatabaseUrl() });
  await other.connect();
  await other.query(`SET lock_timeout = ${lockTimeoutMs}`);
});
afterAll(async () => {
  await other.end();
  await t.close();
});

async function clinicCase() {
  const { clinic, staff } = await createClinicWithUsers(t.dataSource, { subscription_plan: 'enterprise' });
  const record = await createCase(t.dataSource, { clinicId: clinic.id });
  const scope: Scope = {
    userId: staff.id,
    role: Role.clinic_staff,
    clinicId: clinic.id,
    attorneyId: null,
    displayName: 'Staff',
    sessionId: 'row-lock-test',
    request: { requestId: 'row-lock-test', ip: null, userAgent: null },
  };
  return { clinicId: clinic.id, caseId: record.id, patientId: record.patient_id, scope };
}

/** Runs `hold` in a transaction and, while it holds its locks, `meanwhile` from the other session. */
async function whileHolding<T>(hold: (manager: EntityManager) => Promise<unknown>, meanwhile: () => Promise<T>) {
  let outcome: { value?: T; error?: unknown } = {};
  await t.dataSource
    .transaction(async (manager) => {
      await hold(manager);
      outcome = await meanwhile().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      throw new Error('roll back');
    })
    .catch(() => undefined);
  return outcome;
}

const insertBill = (clinicId: number, caseId: number) =>
  other.query(`INSERT INTO billing (case_id, clinic_id, invoice_number, amount) VALUES ($1, $2, $3, 10) RETURNING id`, [
    caseId,
    clinicId,
    `INV-LOCK-${Date.now()}-${Math.random()}`,
  ]);

test("a write holding its case's lock (a ledger posting) does not hold up a bill inserted on that case", async () => {
  const { clinicId, caseId, scope } = await clinicCase();
  const outcome = await whileHolding(
    (manager) => caseFactsForWrite(manager, scope, caseId, { lock: true }),
    () => insertBill(clinicId, caseId),
  );
  expect(outcome.error).toBeUndefined();
  expect(outcome.value?.rowCount).toBe(1);
});

test("another writer of the same case still waits for the case's lock", async () => {
  const { caseId, scope } = await clinicCase();
  const outcome = await whileHolding(
    (manager) => caseFactsForWrite(manager, scope, caseId, { lock: true }),
    () => other.query(`SELECT id FROM cases WHERE id = $1 FOR NO KEY UPDATE`, [caseId]),
  );
  expect(outcome.error).toMatchObject({ code: '55P03' });
});

test("a case create holding its clinic's plan lock does not hold up the clinic's other inserts", async () => {
  const { clinicId, caseId } = await clinicCase();
  const outcome = await whileHolding(
    (manager) => assertActiveCaseAvailable(manager, clinicId),
    () => insertBill(clinicId, caseId),
  );
  expect(outcome.error).toBeUndefined();
  expect(outcome.value?.rowCount).toBe(1);
});

test("a second case create still waits for the clinic's plan lock", async () => {
  const { clinicId } = await clinicCase();
  const outcome = await whileHolding(
    (manager) => assertActiveCaseAvailable(manager, clinicId),
    () => other.query(`SELECT id FROM clinics WHERE id = $1 FOR NO KEY UPDATE`, [clinicId]),
  );
  expect(outcome.error).toMatchObject({ code: '55P03' });
});
