import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

export const billingQuery = `{ clinicBilling { balance paymentProvider card { id brand last4 expMonth expYear } } }`;
export const invoicesQuery = `query($first: Int, $after: String) { clinicBillingInvoices(first: $first, after: $after) {
  nodes { id number kind status periodStart periodEnd dueDate total amountPaid } pageInfo { endCursor hasNextPage } } }`;
export const paymentsQuery = `query($first: Int, $after: String) { clinicBillingPayments(first: $first, after: $after) {
  nodes { id kind status amount methodLabel description invoiceNumber failureMessage } pageInfo { endCursor hasNextPage } } }`;
export const cardUpdate = `mutation($input: ClinicCardInput!) { clinicCardUpdate(input: $input) { id brand last4 expMonth expYear } }`;

export const cardInput = (overrides: Record<string, unknown> = {}) => ({
  cardNumber: '4242 4242 4242 4242',
  expMonth: 8,
  expYear: new Date().getUTCFullYear() + 2,
  holderName: 'Ana Ruiz',
  ...overrides,
});

/** An invoice of the clinic with its lines, as the engine writes them (the engine itself is another module's). */
export async function insertClinicInvoice(
  ds: DataSource,
  clinicId: number,
  options: { issuedAt: string; status?: string; total?: string; amountPaid?: string } = {
    issuedAt: '2026-10-01T09:00:00Z',
  },
): Promise<{ id: number; number: string }> {
  const number = `CB-TEST-${randomUUID().slice(0, 12)}`;
  const total = options.total ?? '149.00';
  const [invoice] = (await ds.query(
    `INSERT INTO clinic_invoices (number, clinic_id, kind, status, plan_code, frequency, period_start, period_end,
                                  issued_at, due_date, subtotal, total, amount_paid, paid_at)
     VALUES ($1, $2, 'subscription', $3, 'professional', 'monthly', '2026-10-01', '2026-10-31', $4, '2026-10-01',
             $5, $5, $6, CASE WHEN $3 = 'paid' THEN $4::timestamptz END)
     RETURNING id`,
    [number, clinicId, options.status ?? 'open', options.issuedAt, total, options.amountPaid ?? '0.00'],
  )) as { id: number }[];
  await ds.query(
    `INSERT INTO clinic_invoice_lines (invoice_id, position, kind, description, quantity, unit_amount, amount)
     VALUES ($1, 1, 'subscription', 'Professional plan, monthly', 1, '199.00', '199.00'),
            ($1, 2, 'early_bird_discount', 'Early-bird discount (first year)', 1, '-50.00', '-50.00')`,
    [invoice.id],
  );
  return { id: invoice.id, number };
}

export async function insertPayment(
  ds: DataSource,
  clinicId: number,
  invoiceId: number | null,
  options: { status: string; createdAt: string; failureMessage?: string },
): Promise<number> {
  const [row] = (await ds.query(
    `INSERT INTO payments (clinic_id, invoice_id, kind, status, amount, provider, method_label, transaction_id,
                           idempotency_key, failure_message, description, created_at)
     VALUES ($1, $2, 'charge', $3, '149.00', 'builtin', 'Visa •••• 4242', 'ch_test', $4, $5, 'Professional, Oct 2026', $6)
     RETURNING id`,
    [clinicId, invoiceId, options.status, `test:${randomUUID()}`, options.failureMessage ?? null, options.createdAt],
  )) as { id: number }[];
  return row.id;
}
