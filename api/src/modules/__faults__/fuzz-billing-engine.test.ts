import fc from 'fast-check';
import { Role } from '../../platform/access/role';
import type { Scope } from '../../platform/access/scope';
import { DomainError } from '../../platform/errors';
import { createClinic, createUser } from '../../test/factories';
import { field, nastyStrings, validMoney, wildValue } from '../../test/faults/fuzz-values';
import { fuzzParameters, fuzzRuns } from '../../test/faults/fuzz-run';
import { startTestApp, type TestApp } from '../../test/harness';
import type { AdjustmentRequest } from '../subscriptions/billing-operations';

/**
 * Generated adjustment requests (fixed seed) against the engine the Billing tab calls, and generated
 * clinic ids against payOpenInvoices: every refusal is a DomainError with a message, and the balance
 * moves exactly by what was accepted (credit +, debit -; refunds have no successful charge to refund
 * here, so each one is refused). Another clinic never moves.
 */
const runs = fuzzRuns(150);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const balanceOf = async (clinicId: number) =>
  (
    (await t.dataSource.query(`SELECT balance::text FROM clinics WHERE id = $1`, [clinicId])) as { balance: string }[]
  )[0].balance;

it('refuses every bad adjustment clearly and moves the balance only by the accepted ones', async () => {
  const operator = await createUser(t.dataSource, { role: Role.super_admin });
  const scope: Scope = {
    userId: operator.id,
    role: Role.super_admin,
    clinicId: null,
    attorneyId: null,
    displayName: 'Fuzz',
    sessionId: '',
    request: { requestId: 'fuzz', ip: null, userAgent: null },
  };
  const clinic = await createClinic(t.dataSource, { billing_status: 'active' });
  const bystander = await createClinic(t.dataSource, { billing_status: 'active' });
  const request = fc.record({
    clinicId: field(fc.constant(clinic.id)),
    type: field(fc.constantFrom('credit', 'debit', 'refund')),
    amount: field(fc.oneof(validMoney.map(String), fc.constantFrom('0.01', '10', '25.5', '-3', '1e3', '10.999'))),
    reason: field(fc.oneof(fc.constant('Goodwill credit'), nastyStrings)),
    requestKey: fc.oneof(fc.uuid(), wildValue),
  });
  let expected = 0n;
  // A request key seen before answers the first adjustment: it must not move the balance again.
  const seen = new Set<number>();
  await fc.assert(
    fc.asyncProperty(request, async (input) => {
      const before = await balanceOf(clinic.id);
      try {
        const adjustment = await t.app.services.subscriptions.applyAdjustment(
          scope,
          input as unknown as AdjustmentRequest,
        );
        const cents = BigInt(Math.round(Number(adjustment.amount) * 100));
        if (!seen.has(adjustment.id)) expected += adjustment.type === 'credit' ? cents : -cents;
        else expect(await balanceOf(clinic.id)).toBe(before);
        seen.add(adjustment.id);
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).message.length).toBeGreaterThan(0);
        expect(await balanceOf(clinic.id)).toBe(before);
      }
    }),
    fuzzParameters(runs),
  );
  const cents = BigInt(Math.round(Number(await balanceOf(clinic.id)) * 100));
  expect(cents).toBe(expected);
  expect(await balanceOf(bystander.id)).toBe('0.00');
}, 120_000);

it('answers payOpenInvoices for any clinic id with a refusal or nothing owed, never a server error', async () => {
  const clinic = await createClinic(t.dataSource);
  const admin = await createUser(t.dataSource, { role: Role.clinic_admin, clinic_id: clinic.id });
  const scope: Scope = {
    userId: admin.id,
    role: Role.clinic_admin,
    clinicId: clinic.id,
    attorneyId: null,
    displayName: 'Fuzz',
    sessionId: '',
    request: { requestId: 'fuzz', ip: null, userAgent: null },
  };
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.integer(), fc.constant(clinic.id)), async (clinicId) => {
      try {
        const outcome = await t.app.services.subscriptions.payOpenInvoicesNow(scope, clinicId);
        expect(clinicId).toBe(clinic.id);
        expect(outcome).toMatchObject({ charges: 0, openInvoices: 0 });
      } catch (error) {
        expect(error).toBeInstanceOf(DomainError);
        expect((error as DomainError).code).toBe('FORBIDDEN');
      }
    }),
    fuzzParameters(runs),
  );
});
