import type { DataSource } from 'typeorm';

/** Rows of the revenue tables written as they are, so figures can be checked against a hand calculation. */

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

export async function insertSubscriptionEvent(
  ds: DataSource,
  clinicId: number,
  values: { daysAgo: number; status: string; mrr: string; frequency?: string; amount?: string; plan?: string },
): Promise<void> {
  await ds.query(
    `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, reason)
     VALUES ($1, $2, 'status_changed', $3, $4, $5, $6, $7, 'test fixture')`,
    [
      clinicId,
      daysFromNow(-values.daysAgo),
      values.plan ?? 'professional',
      values.frequency ?? 'monthly',
      values.status,
      values.amount ?? values.mrr,
      values.mrr,
    ],
  );
}

export async function insertInvoice(
  ds: DataSource,
  clinicId: number,
  values: { number: string; total: string; status?: string; dueDaysAgo: number },
): Promise<number> {
  const [row]: { id: number }[] = await ds.query(
    `INSERT INTO clinic_invoices (number, clinic_id, kind, status, issued_at, due_date, subtotal, total)
     VALUES ($1, $2, 'subscription', $3, now() - interval '40 days',
             ((now() AT TIME ZONE 'UTC')::date - $4::int), $5, $5) RETURNING id`,
    [values.number, clinicId, values.status ?? 'open', values.dueDaysAgo, values.total],
  );
  return row.id;
}

export async function insertPayment(
  ds: DataSource,
  clinicId: number,
  values: {
    at: Date;
    status: 'successful' | 'failed' | 'pending';
    amount: string;
    kind?: 'charge' | 'refund';
    invoiceId?: number | null;
    key: string;
  },
): Promise<number> {
  const [row]: { id: number }[] = await ds.query(
    `INSERT INTO payments (clinic_id, invoice_id, kind, status, amount, provider, method_label, transaction_id,
                           idempotency_key, description, created_at)
     VALUES ($1, $2, $3, $4, $5, 'builtin', 'Visa •••• 4242', $6, $7, $8, $9) RETURNING id`,
    [
      clinicId,
      values.invoiceId ?? null,
      values.kind ?? 'charge',
      values.status,
      values.amount,
      values.status === 'failed' ? null : `txn_${values.key}`,
      values.key,
      `Payment ${values.key}`,
      values.at,
    ],
  );
  return row.id;
}

export { daysFromNow };
