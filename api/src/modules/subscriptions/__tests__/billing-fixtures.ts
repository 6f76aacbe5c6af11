import type { DataSource } from 'typeorm';
import { BuiltinPaymentProvider } from '../../../platform/payments/builtin-provider';
import type {
  ChargeRequest,
  PaymentProvider,
  ProviderOutcome,
  RefundRequest,
} from '../../../platform/payments/payment-provider';
import type { JobQueue } from '../../../platform/jobs/job-queue';
import type { Services } from '../../../services';
import { runClinicBilling, sweepBilling } from '../subscription.jobs';

/** The built-in provider, counting the idempotency keys it was called with. */
export class CountingProvider implements PaymentProvider {
  readonly name = 'builtin' as const;
  private readonly inner = new BuiltinPaymentProvider();
  readonly charges: string[] = [];
  readonly refunds: string[] = [];
  /** Answers the next refund as still pending: the provider's answer the engine never got to record. */
  loseNextRefundAnswer = false;

  saveCard: PaymentProvider['saveCard'] = (clinic, card) => this.inner.saveCard(clinic, card);

  async charge(request: ChargeRequest): Promise<ProviderOutcome> {
    this.charges.push(request.idempotencyKey);
    return this.inner.charge(request);
  }

  async refund(request: RefundRequest): Promise<ProviderOutcome> {
    this.refunds.push(request.idempotencyKey);
    const outcome = await this.inner.refund(request);
    if (!this.loseNextRefundAnswer) return outcome;
    this.loseNextRefundAnswer = false;
    return { ...outcome, status: 'pending' };
  }
}

/** Saves a built-in test card as the clinic's default (the card it had is removed). */
export async function saveCard(ds: DataSource, clinicId: number, number: string): Promise<void> {
  const card = await new BuiltinPaymentProvider().saveCard(null, {
    numberOrToken: number,
    expMonth: 12,
    expYear: 2040,
  });
  await ds.query(
    `UPDATE payment_methods SET is_default = false, removed_at = now() WHERE clinic_id = $1 AND removed_at IS NULL`,
    [clinicId],
  );
  await ds.query(
    `INSERT INTO payment_methods (clinic_id, provider, provider_ref, brand, last4, exp_month, exp_year)
     VALUES ($1, 'builtin', $2, $3, $4, 12, 2040)`,
    [clinicId, card.providerRef, card.brand, card.last4],
  );
}

/** The hourly sweep as the queue runs it: the sweep, then every clinic's job it sent. */
export async function runSweep(jobs: JobQueue<Services>): Promise<void> {
  await jobs.send(sweepBilling, {});
  const sweeps = await jobs.runDue(sweepBilling);
  const clinics = await jobs.runDue(runClinicBilling);
  for (const outcome of [...sweeps, ...clinics])
    if (outcome.state !== 'completed') throw new Error(`billing job ${outcome.state}: ${JSON.stringify(outcome)}`);
}

export interface BillingSnapshot {
  status: string;
  balance: string;
  /** payments + credits - invoices issued (their charges before applied credit, not void) - refunds. */
  formulaBalance: string;
  nextBillingDate: string | null;
  suspended: boolean;
  invoices: { kind: string; status: string; total: string; amountPaid: string; attempts: number; number: string }[];
  payments: { kind: string; status: string; amount: string; key: string; failure: string | null }[];
  history: { kind: string; status: string; mrr: string }[];
}

export async function snapshot(ds: DataSource, clinicId: number): Promise<BillingSnapshot> {
  const [clinic] = (await ds.query(
    `SELECT c.billing_status AS status, c.balance::text AS balance, c.next_billing_date::text AS "nextBillingDate",
            c.suspended_at IS NOT NULL AS suspended,
            (coalesce((SELECT sum(amount) FROM payments WHERE clinic_id = c.id AND kind = 'charge' AND status = 'successful'), 0)
           + coalesce((SELECT sum(amount) FROM billing_adjustments WHERE clinic_id = c.id AND type = 'credit' AND status = 'applied'), 0)
           - coalesce((SELECT sum(subtotal) FROM clinic_invoices WHERE clinic_id = c.id AND status <> 'void'), 0)
           - coalesce((SELECT sum(amount) FROM payments WHERE clinic_id = c.id AND kind = 'refund' AND status = 'successful'), 0)
            )::numeric(10,2)::text AS "formulaBalance"
       FROM clinics c WHERE c.id = $1`,
    [clinicId],
  )) as Omit<BillingSnapshot, 'invoices' | 'payments' | 'history'>[];
  const invoices = (await ds.query(
    `SELECT kind, status, total::text, amount_paid::text AS "amountPaid", attempt_count AS attempts, number
       FROM clinic_invoices WHERE clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as BillingSnapshot['invoices'];
  const payments = (await ds.query(
    `SELECT kind, status, amount::text, idempotency_key AS key, failure_message AS failure
       FROM payments WHERE clinic_id = $1 ORDER BY id`,
    [clinicId],
  )) as BillingSnapshot['payments'];
  const history = (await ds.query(
    `SELECT kind, status, mrr::text FROM subscription_events WHERE clinic_id = $1 ORDER BY occurred_at, id`,
    [clinicId],
  )) as BillingSnapshot['history'];
  return { ...clinic, invoices, payments, history };
}

export async function notificationKinds(ds: DataSource, userId: string): Promise<string[]> {
  const rows = (await ds.query(`SELECT kind FROM notifications WHERE user_id = $1 ORDER BY id`, [userId])) as {
    kind: string;
  }[];
  return rows.map((row) => row.kind);
}
