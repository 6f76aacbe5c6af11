import type { Client } from 'pg';
import { installHelperFunctions } from './dataset';

/**
 * The operator's billing data at scale, for the Billing and Revenue tabs' questions: `clinics`
 * clinics signed up evenly over `years` years up to the load day, each with its subscription history,
 * an invoice per period (monthly for three in four, annual for the rest) and its charges. Generated
 * inside PostgreSQL with set-based INSERT ... SELECT over generate_series; every choice is the
 * integer hash of the clinic (and period) number, so a size always holds the same subscriptions;
 * dates are placed relative to the load day, like the demo's, so "this quarter" means something.
 *
 * Shape, by the clinic's hash: 10% cancel at a renewal after their second period; 5% of monthly
 * payers have their latest charge refused (dunning by the default settings: a retry every 3 days, 3
 * at most, the late fee after 7 days, suspended once both are spent, so most of them are suspended
 * and the rest overdue); 12% upgrade and 5% downgrade halfway through their history, at a renewal;
 * 2% of paid invoices needed a second attempt; 5% got a 50.00 credit and 1% a 20.00 refund. Those who
 * signed up in the last 14 days are on their trial. Every balance is payments + credits - invoices -
 * refunds (the consistency check after loading verifies the whole dataset against the rules).
 */

export const billingOperator = { id: '00000000-0000-4000-8000-00000000b0a1', email: 'operator@bench.test' };

/** One statement per step, in order; `{asOf}`, `{clinics}` and `{years}` are bound as parameters. */
const steps: { label: string; sql: string }[] = [
  {
    label: 'subscriptions',
    sql: `CREATE TABLE bench.billing_subs AS
      WITH base AS (
        SELECT c AS id,
               1 + (bench.rand(c, 101) % 3)::int AS rank0,
               CASE WHEN bench.rand(c, 102) % 4 = 0 THEN 'annual' ELSE 'monthly' END AS frequency,
               date_trunc('day', {asOf}::timestamptz) + interval '8 hours'
                 - (1 + bench.rand(c, 103) % ({years}::int * 365))::int * interval '1 day' AS signed_up,
               (bench.rand(c, 104) % 100)::int AS fate,
               (bench.rand(c, 105) % 100)::int AS change_roll,
               bench.rand(c, 106) AS r
          FROM generate_series(1, {clinics}::int) c
      ), timed AS (
        SELECT b.*, b.signed_up + interval '14 days' AS trial_end,
               CASE WHEN b.frequency = 'annual' THEN interval '1 year' ELSE interval '1 month' END AS period
          FROM base b
      ), counted AS (
        SELECT t.*, (SELECT count(*)::int FROM generate_series(0, 12 * {years}::int + 1) k
                      WHERE t.trial_end + k * t.period < {asOf}::timestamptz) AS started
          FROM timed t
      ), fated AS (
        SELECT c.*,
               CASE WHEN c.fate < 10 AND c.started >= 3 THEN 2 + (c.r % (c.started - 2))::int END AS cancel_k,
               c.fate BETWEEN 10 AND 14 AND c.started >= 2 AND c.frequency = 'monthly' AS bad_payer,
               CASE WHEN c.change_roll < 12 AND c.rank0 < 3 THEN c.rank0 + 1
                    WHEN c.change_roll BETWEEN 12 AND 16 AND c.rank0 > 1 THEN c.rank0 - 1 END AS changed_rank
          FROM counted c
      ), billed AS (
        SELECT f.*, coalesce(f.cancel_k, f.started) AS invoices FROM fated f
      )
      SELECT b.*,
             CASE WHEN b.changed_rank IS NOT NULL AND b.invoices >= 2 THEN b.invoices / 2 END AS change_k,
             CASE WHEN b.changed_rank IS NOT NULL AND b.invoices >= 2 THEN b.changed_rank ELSE b.rank0 END AS rank_final,
             b.trial_end + (b.invoices - 1) * b.period AS last_due,
             extract(epoch FROM {asOf}::timestamptz - (b.trial_end + (b.invoices - 1) * b.period)) / 86400 AS last_due_age,
             b.trial_end + b.cancel_k * b.period AS cancelled_at,
             CASE WHEN b.started = 0 THEN 'trial'
                  WHEN b.cancel_k IS NOT NULL THEN 'cancelled'
                  WHEN b.bad_payer AND {asOf}::timestamptz - (b.trial_end + (b.invoices - 1) * b.period) >= interval '9 days' THEN 'suspended'
                  WHEN b.bad_payer THEN 'overdue'
                  ELSE 'active' END AS status
        FROM billed b`,
  },
  {
    label: 'clinics',
    sql: `INSERT INTO clinics (id, name, city, state, email, subscription_plan, billing_frequency, billing_status, monthly_rate,
                               annual_rate, current_amount, next_billing_date, trial_ends_at, created_at, suspended_at, cancelled_at)
      SELECT s.id, 'Billing Clinic ' || s.id, 'Springfield', 'NJ', 'billing' || s.id || '@bench.test', p.code, s.frequency, s.status,
             p.monthly_price, p.annual_price, CASE WHEN s.frequency = 'annual' THEN p.annual_price ELSE p.monthly_price END,
             CASE WHEN s.status <> 'cancelled' THEN (s.trial_end + s.invoices * s.period)::date END,
             s.trial_end, s.signed_up,
             CASE WHEN s.status = 'suspended' THEN s.last_due + interval '9 days' END,
             CASE WHEN s.status = 'cancelled' THEN s.cancelled_at END
        FROM bench.billing_subs s JOIN plans p ON p.sort_order = s.rank_final`,
  },
  {
    label: 'operator',
    sql: `INSERT INTO users (id, email, password_hash, first_name, last_name, role)
      VALUES ('${billingOperator.id}', '${billingOperator.email}', 'not-a-password', 'Bench', 'Operator', 'super_admin')`,
  },
  {
    label: 'subscription_events',
    sql: `INSERT INTO subscription_events (clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr, previous_plan_code,
                                           previous_frequency, previous_status, previous_amount, previous_mrr, reason)
      SELECT clinic_id, occurred_at, kind, plan_code, frequency, status, amount, mrr,
             lag(plan_code) OVER w, lag(frequency) OVER w, lag(status) OVER w, lag(amount) OVER w, lag(mrr) OVER w, reason
        FROM (
          SELECT e.clinic_id, e.occurred_at, e.seq, e.kind, p.code AS plan_code, e.frequency, e.status, a.amount,
                 CASE WHEN e.status IN ('active', 'overdue')
                      THEN CASE WHEN e.frequency = 'annual' THEN round(a.amount / 12, 2) ELSE a.amount END
                      ELSE 0 END AS mrr,
                 e.reason
            FROM (
              SELECT id AS clinic_id, signed_up AS occurred_at, 1 AS seq, 'created' AS kind, rank0 AS rank, frequency,
                     'trial' AS status, 'Signed up' AS reason FROM bench.billing_subs
              UNION ALL
              SELECT id, trial_end, 2, 'status_changed', rank0, frequency, 'active', 'Trial ended; first payment taken'
                FROM bench.billing_subs WHERE started >= 1
              UNION ALL
              SELECT id, trial_end + change_k * period, 3, 'plan_changed', rank_final, frequency, 'active',
                     CASE WHEN rank_final > rank0 THEN 'Upgrade at renewal' ELSE 'Downgrade at renewal' END
                FROM bench.billing_subs WHERE change_k IS NOT NULL
              UNION ALL
              SELECT id, cancelled_at, 4, 'cancelled', rank_final, frequency, 'cancelled', 'Cancelled at renewal'
                FROM bench.billing_subs WHERE status = 'cancelled'
              UNION ALL
              SELECT id, last_due + interval '1 minute', 4, 'status_changed', rank_final, frequency, 'overdue', 'Payment failed (insufficient_funds)'
                FROM bench.billing_subs WHERE bad_payer
              UNION ALL
              SELECT id, last_due + interval '9 days', 5, 'status_changed', rank_final, frequency, 'suspended', 'Retries spent and grace period over'
                FROM bench.billing_subs WHERE status = 'suspended'
            ) e
            JOIN plans p ON p.sort_order = e.rank
            CROSS JOIN LATERAL (SELECT CASE WHEN e.frequency = 'annual' THEN p.annual_price ELSE p.monthly_price END AS amount) a
        ) events
      WINDOW w AS (PARTITION BY clinic_id ORDER BY occurred_at, seq)
      ORDER BY occurred_at, seq`,
  },
  {
    label: 'payment_methods',
    sql: `INSERT INTO payment_methods (id, clinic_id, provider, provider_ref, brand, last4, exp_month, exp_year, is_default, created_at, removed_at)
      SELECT s.id, s.id, 'builtin', 'card_succeeded_4242', 'Visa', '4242', 12, extract(year FROM {asOf}::timestamptz)::int + 3,
             NOT s.bad_payer, s.signed_up, CASE WHEN s.bad_payer THEN s.last_due - interval '5 days' END
        FROM bench.billing_subs s
      UNION ALL
      SELECT {clinics}::int + s.id, s.id, 'builtin', 'card_insufficient_funds_9995', 'Visa', '9995', 12,
             extract(year FROM {asOf}::timestamptz)::int + 3, true, s.last_due - interval '5 days', NULL
        FROM bench.billing_subs s WHERE s.bad_payer`,
  },
  {
    label: 'clinic_invoices',
    sql: `INSERT INTO clinic_invoices (number, clinic_id, kind, status, plan_code, frequency, period_start, period_end, issued_at, due_date,
                                       subtotal, total, amount_paid, paid_at, attempt_count, next_attempt_at, created_at)
      SELECT 'CB-' || to_char(i.start, 'YYYY') || '-' || lpad(nextval('clinic_invoice_number_seq')::text, 6, '0'),
             s.id, 'subscription', CASE WHEN i.failing THEN 'open' ELSE 'paid' END, p.code, s.frequency,
             i.start::date, (i.start + s.period - interval '1 day')::date, i.start, i.start::date, a.amount, a.amount,
             CASE WHEN i.failing THEN 0 ELSE a.amount END,
             CASE WHEN NOT i.failing THEN i.start + (i.attempts - 1) * interval '3 days' END,
             i.attempts,
             CASE WHEN i.failing AND i.attempts < 4 THEN i.start + i.attempts * interval '3 days' END,
             i.start
        FROM bench.billing_subs s
        CROSS JOIN LATERAL generate_series(0, s.invoices - 1) k
        CROSS JOIN LATERAL (
          SELECT s.trial_end + k * s.period AS start, s.bad_payer AND k = s.invoices - 1 AS failing,
                 CASE WHEN s.bad_payer AND k = s.invoices - 1 THEN 1 + least(3, floor(s.last_due_age / 3))::int
                      WHEN bench.rand(s.id * 1000 + k, 107) % 50 = 0 THEN 2 ELSE 1 END AS attempts
        ) i
        JOIN plans p ON p.sort_order = CASE WHEN s.change_k IS NOT NULL AND k >= s.change_k THEN s.rank_final ELSE s.rank0 END
        CROSS JOIN LATERAL (SELECT CASE WHEN s.frequency = 'annual' THEN p.annual_price ELSE p.monthly_price END AS amount) a
       ORDER BY i.start, s.id`,
  },
  {
    label: 'late fees',
    sql: `INSERT INTO clinic_invoices (number, clinic_id, kind, status, issued_at, due_date, subtotal, total, created_at)
      SELECT 'CB-' || to_char(s.last_due + interval '7 days', 'YYYY') || '-' || lpad(nextval('clinic_invoice_number_seq')::text, 6, '0'),
             s.id, 'late_fee', 'open', s.last_due + interval '7 days', (s.last_due + interval '7 days')::date, 25, 25,
             s.last_due + interval '7 days'
        FROM bench.billing_subs s WHERE s.bad_payer AND s.last_due_age >= 7`,
  },
  {
    label: 'late fee links',
    sql: `UPDATE clinic_invoices i SET late_fee_invoice_id = f.id
        FROM clinic_invoices f
       WHERE f.clinic_id = i.clinic_id AND f.kind = 'late_fee' AND i.kind = 'subscription' AND i.status = 'open'`,
  },
  {
    label: 'clinic_invoice_lines',
    sql: `INSERT INTO clinic_invoice_lines (invoice_id, position, kind, description, quantity, unit_amount, amount)
      SELECT i.id, 1, i.kind,
             CASE WHEN i.kind = 'late_fee' THEN 'Late fee' ELSE 'Casebridge ' || initcap(i.plan_code) || ', ' || i.frequency END,
             1, i.total, i.total
        FROM clinic_invoices i`,
  },
  {
    label: 'payments',
    sql: `INSERT INTO payments (clinic_id, invoice_id, kind, status, amount, provider, payment_method_id, method_label, transaction_id,
                                idempotency_key, failure_code, failure_message, description, created_at)
      SELECT i.clinic_id, i.id, 'charge', CASE WHEN ok THEN 'successful' ELSE 'failed' END, i.total, 'builtin',
             CASE WHEN i.status = 'open' THEN {clinics}::int + i.clinic_id ELSE i.clinic_id END,
             CASE WHEN i.status = 'open' THEN 'Visa •••• 9995' ELSE 'Visa •••• 4242' END,
             'ch_bench_' || i.id || '_' || a, 'charge:' || i.id || ':' || a,
             CASE WHEN ok THEN NULL WHEN i.status = 'open' THEN 'insufficient_funds' ELSE 'processing_error' END,
             CASE WHEN ok THEN NULL WHEN i.status = 'open' THEN 'The card has insufficient funds.'
                  ELSE 'The card could not be processed; try again later.' END,
             'Casebridge subscription ' || i.period_start, i.issued_at + (a - 1) * interval '3 days'
        FROM clinic_invoices i
        CROSS JOIN LATERAL generate_series(1, i.attempt_count) a
        CROSS JOIN LATERAL (SELECT i.status = 'paid' AND a = i.attempt_count AS ok) o
       WHERE i.kind = 'subscription'
       ORDER BY i.issued_at, i.id, a`,
  },
  {
    label: 'billing_adjustments',
    sql: `INSERT INTO billing_adjustments (clinic_id, type, amount, reason, status, applied_by, applied_at, request_key, created_at)
      SELECT s.id, 'credit', 50, 'Goodwill credit', 'applied', '${billingOperator.id}', s.trial_end + interval '20 days',
             'bench:credit:' || s.id, s.trial_end + interval '20 days'
        FROM bench.billing_subs s WHERE s.started >= 1 AND bench.rand(s.id, 108) % 20 = 0
      UNION ALL
      SELECT s.id, 'refund', 20, 'Partial refund of the first month', 'applied', '${billingOperator.id}', s.trial_end + interval '25 days',
             'bench:refund:' || s.id, s.trial_end + interval '25 days'
        FROM bench.billing_subs s WHERE s.started >= 2 AND bench.rand(s.id, 109) % 100 = 0`,
  },
  {
    label: 'refunds',
    sql: `INSERT INTO payments (clinic_id, kind, status, amount, provider, payment_method_id, method_label, transaction_id, idempotency_key,
                                description, refund_of_payment_id, initiated_by, created_at)
      SELECT a.clinic_id, 'refund', 'successful', a.amount, 'builtin', a.clinic_id, 'Visa •••• 4242', 're_bench_' || a.id,
             'refund:' || a.id, 'Refund: ' || a.reason, first.id, a.applied_by, a.applied_at
        FROM billing_adjustments a
        CROSS JOIN LATERAL (SELECT min(p.id) AS id FROM payments p
                             WHERE p.clinic_id = a.clinic_id AND p.kind = 'charge' AND p.status = 'successful') first
       WHERE a.type = 'refund'`,
  },
  {
    label: 'refund links',
    sql: `UPDATE billing_adjustments a SET payment_id = p.id FROM payments p WHERE p.idempotency_key = 'refund:' || a.id`,
  },
  {
    label: 'balances',
    sql: `UPDATE clinics c SET balance = m.balance
        FROM (
          SELECT s.id,
                 coalesce((SELECT sum(CASE WHEN p.kind = 'charge' THEN p.amount ELSE -p.amount END) FROM payments p
                            WHERE p.clinic_id = s.id AND p.status = 'successful'), 0)
               + coalesce((SELECT sum(a.amount) FROM billing_adjustments a
                            WHERE a.clinic_id = s.id AND a.type = 'credit' AND a.status = 'applied'), 0)
               - coalesce((SELECT sum(i.subtotal) FROM clinic_invoices i WHERE i.clinic_id = s.id AND i.status <> 'void'), 0) AS balance
            FROM bench.billing_subs s
        ) m
       WHERE m.id = c.id`,
  },
];

/** Loads the billing dataset into an empty migrated database, as of `asOf` (the load moment). */
export async function loadBillingData(
  client: Client,
  shape: { clinics: number; years: number; asOf: Date },
  log: (line: string) => void,
): Promise<void> {
  await installHelperFunctions(client);
  await client.query(`SET TimeZone = 'UTC'`);
  await client.query(`SET session_replication_role = replica`);
  await client.query(`SET synchronous_commit = off`);
  await client.query(`DROP TABLE IF EXISTS bench.billing_subs`);
  for (const step of steps) {
    const started = Date.now();
    const values: unknown[] = [];
    const names: string[] = [];
    const sql = step.sql.replace(/\{(asOf|clinics|years)\}/g, (_, name: keyof typeof shape) => {
      if (!names.includes(name)) {
        names.push(name);
        values.push(shape[name]);
      }
      return `$${names.indexOf(name) + 1}`;
    });
    const result = await client.query(sql, values);
    log(`    ${step.label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  for (const [table, column] of [
    ['clinics', 'id'],
    ['payment_methods', 'id'],
  ])
    await client.query(
      `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max(${column}) FROM ${table}))`,
    );
  await client.query(`RESET session_replication_role`);
  await client.query(`RESET synchronous_commit`);
  await client.query('VACUUM (ANALYZE)');
  await client.query('CHECKPOINT');
}
