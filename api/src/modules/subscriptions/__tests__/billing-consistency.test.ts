import type { DataSource } from 'typeorm';
import { createDataSource } from '../../../db/data-source';
import { testDatabaseUrl } from '../../../test/harness';
import { createClinic } from '../../../test/factories';
import { billingConsistencyProblems } from '../billing-consistency';

let ds: DataSource;
beforeAll(async () => {
  ds = createDataSource({ url: testDatabaseUrl(), poolMax: 2 });
  await ds.initialize();
});
afterAll(() => ds.destroy());

/**
 * A monthly clinic billed twice: one invoice paid after a declined try, one open that used 40.00 of
 * its credit (subtotal 349, total 309); a credit of 60 and a refund of 20.
 */
async function consistentClinic() {
  const clinic = await createClinic(ds, {
    billing_status: 'overdue',
    billing_frequency: 'monthly',
    subscription_plan: 'professional',
    balance: '-309.00',
  });
  await ds.query(
    `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, reason) VALUES
       ($1, now() - interval '40 days', 'created', 'professional', 'monthly', 'active', 349, 349, 'Signed up'),
       ($1, now() - interval '5 days', 'status_changed', 'professional', 'monthly', 'overdue', 349, 349, 'Payment failed')`,
    [clinic.id],
  );
  const invoices: { id: number }[] = await ds.query(
    `INSERT INTO clinic_invoices (number, clinic_id, kind, status, issued_at, due_date, subtotal, total, amount_paid)
     VALUES ('T-' || $1 || '-1', $1::int, 'subscription', 'paid', now() - interval '35 days', current_date - 35, 349, 349, 349),
            ('T-' || $1 || '-2', $1::int, 'subscription', 'open', now() - interval '5 days', current_date - 5, 349, 309, 0)
     RETURNING id`,
    [clinic.id],
  );
  await ds.query(
    `INSERT INTO payments (clinic_id, invoice_id, kind, status, amount, provider, method_label, idempotency_key, description, failure_code)
     VALUES ($1::int, $2::int, 'charge', 'failed', 349, 'builtin', 'Visa •••• 0002', 't-' || $2 || '-1', 'Renewal', 'card_declined'),
            ($1, $2, 'charge', 'successful', 349, 'builtin', 'Visa •••• 4242', 't-' || $2 || '-2', 'Renewal', NULL),
            ($1, NULL, 'refund', 'successful', 20, 'builtin', 'Visa •••• 4242', 't-' || $2 || '-r', 'Refund', NULL)`,
    [clinic.id, invoices[0].id],
  );
  const [operator]: { id: string }[] = await ds.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role)
     VALUES (gen_random_uuid(), 'op-' || $1 || '@test.example', 'x', 'Op', 'Erator', 'super_admin') RETURNING id`,
    [clinic.id],
  );
  await ds.query(
    `INSERT INTO billing_adjustments (clinic_id, type, amount, reason, status, applied_by, applied_at, request_key)
     VALUES ($1::int, 'credit', 60, 'Goodwill', 'applied', $2, now(), 'k-' || $1),
            ($1, 'credit', 999, 'Never applied', 'failed', $2, NULL, 'k2-' || $1)`,
    [clinic.id, operator.id],
  );
  return { clinicId: clinic.id, paidInvoiceId: invoices[0].id };
}

describe('billingConsistencyProblems', () => {
  it('finds nothing when balance, payments and history agree: 349 paid + 60 credit - 698 invoiced - 20 refunded', async () => {
    const { clinicId } = await consistentClinic();
    expect(await billingConsistencyProblems(ds.manager, [clinicId])).toEqual([]);
  });

  it('names each disagreement: balance, an invoice paid without its payments, the state, an event mrr', async () => {
    const { clinicId, paidInvoiceId } = await consistentClinic();
    await ds.query(`UPDATE clinics SET balance = -300, billing_status = 'active' WHERE id = $1`, [clinicId]);
    await ds.query(`UPDATE clinic_invoices SET amount_paid = 300 WHERE id = $1`, [paidInvoiceId]);
    const [event]: { id: number }[] = await ds.query(
      `SELECT id FROM subscription_events WHERE clinic_id = $1 AND kind = 'created'`,
      [clinicId],
    );
    await ds.query(`UPDATE subscription_events SET mrr = 29.08 WHERE id = $1`, [event.id]);

    expect(await billingConsistencyProblems(ds.manager, [clinicId])).toEqual([
      { kind: 'balance', clinicId, recordId: null, expected: '-309.00', stored: '-300.00' },
      {
        kind: 'current_state',
        clinicId,
        recordId: null,
        expected: 'overdue/professional/monthly',
        stored: 'active/professional/monthly',
      },
      { kind: 'event_mrr', clinicId, recordId: event.id, expected: '349.00', stored: '29.08' },
      { kind: 'invoice_amount_paid', clinicId, recordId: paidInvoiceId, expected: '349.00', stored: '300.00' },
    ]);
  });

  it('reports a clinic without any history', async () => {
    const clinic = await createClinic(ds, { billing_status: 'trial' });
    expect(await billingConsistencyProblems(ds.manager, [clinic.id])).toEqual([
      {
        kind: 'current_state',
        clinicId: clinic.id,
        recordId: null,
        expected: 'no history',
        stored: expect.any(String),
      },
    ]);
  });
});
