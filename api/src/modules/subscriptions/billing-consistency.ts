import type { EntityManager } from 'typeorm';

export type BillingConsistencyProblemKind =
  /**
   * The clinic's stored balance is not payments + credits - invoices (not void) - refunds. An invoice
   * counts its subtotal: a `credit_applied` line lowers what is left to pay (the total), not what was
   * invoiced, since the credit is already in the balance.
   */
  | 'balance'
  /** An invoice's amount_paid is not the sum of its successful charges. */
  | 'invoice_amount_paid'
  /** The clinic row (status, plan, frequency) is not the state its latest history event left, or it has no history. */
  | 'current_state'
  /** A history event's mrr is not its amount normalised to a month while active or overdue (else 0). */
  | 'event_mrr';

export interface BillingConsistencyProblem {
  kind: BillingConsistencyProblemKind;
  clinicId: number;
  /** The invoice or the history event the problem is about; null for a clinic's balance or state. */
  recordId: number | null;
  /** What the rules say, and what is stored (money as decimal text, a state as `status/plan/frequency`). */
  expected: string;
  stored: string;
}

/**
 * Every place the subscription records disagree with the shared billing rules (common to the engine,
 * the Billing and Revenue tabs, the demo data and the benchmark). Empty when everything adds up.
 * `clinicIds` limits the check to those clinics (tests that share a database with others' clinics).
 */
export async function billingConsistencyProblems(
  manager: EntityManager,
  clinicIds?: readonly number[],
): Promise<BillingConsistencyProblem[]> {
  const rows: {
    kind: BillingConsistencyProblemKind;
    clinic_id: number;
    record_id: number | null;
    expected: string;
    stored: string;
  }[] = await manager.query(
    `WITH scope AS (
       SELECT c.* FROM clinics c WHERE $1::int[] IS NULL OR c.id = ANY($1::int[])
     ),
     money AS (
       SELECT s.id AS clinic_id, s.balance AS stored,
              (SELECT coalesce(sum(p.amount) FILTER (WHERE p.kind = 'charge'), 0)
                    - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0)
                 FROM payments p WHERE p.clinic_id = s.id AND p.status = 'successful')
            + (SELECT coalesce(sum(a.amount), 0) FROM billing_adjustments a
                WHERE a.clinic_id = s.id AND a.type = 'credit' AND a.status = 'applied')
            - (SELECT coalesce(sum(i.subtotal), 0) FROM clinic_invoices i
                WHERE i.clinic_id = s.id AND i.status <> 'void') AS expected
         FROM scope s
     ),
     latest AS (
       SELECT s.id AS clinic_id, s.billing_status, s.subscription_plan, s.billing_frequency, e.status, e.plan_code, e.frequency
         FROM scope s
         LEFT JOIN LATERAL (
           SELECT e.status, e.plan_code, e.frequency FROM subscription_events e
            WHERE e.clinic_id = s.id ORDER BY e.occurred_at DESC, e.id DESC LIMIT 1
         ) e ON true
     )
     SELECT 'balance' AS kind, clinic_id, NULL::int AS record_id, expected::text, stored::text
       FROM money WHERE expected <> stored
     UNION ALL
     SELECT 'invoice_amount_paid', i.clinic_id, i.id, paid.total::text, i.amount_paid::text
       FROM clinic_invoices i
       JOIN scope s ON s.id = i.clinic_id
       CROSS JOIN LATERAL (
         SELECT coalesce(sum(p.amount), 0)::numeric(10,2) AS total FROM payments p
          WHERE p.invoice_id = i.id AND p.kind = 'charge' AND p.status = 'successful'
       ) paid
      WHERE paid.total <> i.amount_paid
     UNION ALL
     SELECT 'current_state', clinic_id, NULL,
            coalesce(status || '/' || plan_code || '/' || frequency, 'no history'),
            billing_status || '/' || subscription_plan || '/' || billing_frequency
       FROM latest
      WHERE (status, plan_code, frequency) IS DISTINCT FROM (billing_status, subscription_plan, billing_frequency)
     UNION ALL
     SELECT 'event_mrr', e.clinic_id, e.id, rule.mrr::text, e.mrr::text
       FROM subscription_events e
       JOIN scope s ON s.id = e.clinic_id
       CROSS JOIN LATERAL (
         SELECT CASE WHEN e.status IN ('active', 'overdue')
                     THEN CASE WHEN e.frequency = 'annual' THEN round(e.amount / 12, 2) ELSE e.amount END
                     ELSE 0 END::numeric(10,2) AS mrr
       ) rule
      WHERE rule.mrr <> e.mrr
     ORDER BY 2, 1, 3`,
    [clinicIds ? [...clinicIds] : null],
  );
  return rows.map((r) => ({
    kind: r.kind,
    clinicId: r.clinic_id,
    recordId: r.record_id,
    expected: r.expected,
    stored: r.stored,
  }));
}
