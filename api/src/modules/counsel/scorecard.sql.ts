/**
 * The attorney scorecard, computed from the record in SQL (decision 353). Parameters:
 * $1 int[] clinics (null: every clinic), $2 int attorney (null: every attorney), and for the trend
 * $3 the clock's now, $4 'month' or 'quarter', $5 how many periods back (this one included), $6 the
 * period as an interval ('1 month', '3 months').
 *
 * - Cases open / closed: the clinic's cases the attorney holds now, by status.
 * - Withdrawals: the clinic's transfers away from the attorney (case_transfers.from_attorney_id).
 * - Days from settlement to payment: per settled case, the first ledger payment dated on or after
 *   the settlement date, less that date; averaged over the cases paid.
 * - Reduction granted: per closed case with charges, (reductions + write-offs) / charges × 100;
 *   averaged over those cases.
 * - Response time: a clinic message to the attorney that opens a wait (the first clinic message
 *   after the attorney side last wrote on the case) until the next message of an attorney user on
 *   the case; the reply is the replier's attorney's. Waits with no reply yet count as awaiting.
 */

const caseFilter = (alias: string) =>
  `($1::int[] IS NULL OR ${alias}.clinic_id = ANY($1::int[])) AND ($2::int IS NULL OR ${alias}.attorney_id = $2::int)`;

/** Every case of the pairs in the filter with its ledger facts. */
const perCaseCte = `
  per_case AS (
    SELECT c.id, c.clinic_id, c.attorney_id, c.status, c.created_at, c.closed_at, c.settlement_date,
           l.first_paid, l.first_paid - c.settlement_date AS days_to_pay,
           CASE WHEN c.status = 'closed' AND l.billed > 0 THEN l.reduced * 100 / l.billed END AS reduction_pct
      FROM cases c
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(e.amount) FILTER (WHERE e.kind = 'charge'), 0) AS billed,
               coalesce(sum(e.amount) FILTER (WHERE e.kind IN ('reduction', 'write_off')), 0) AS reduced,
               min(e.effective_date) FILTER (WHERE e.kind = 'payment' AND e.effective_date >= c.settlement_date) AS first_paid
          FROM case_ledger_entries e WHERE e.case_id = c.id) l
     WHERE c.attorney_id IS NOT NULL AND ${caseFilter('c')}
  )`;

const withdrawalsCte = `
  withdrawals AS (
    SELECT t.clinic_id, t.from_attorney_id AS attorney_id, t.transfer_date
      FROM case_transfers t
     WHERE t.from_attorney_id IS NOT NULL AND ($1::int[] IS NULL OR t.clinic_id = ANY($1::int[]))
       AND ($2::int IS NULL OR t.from_attorney_id = $2::int)
  )`;

const waitsCte = `
  msgs AS (
    SELECT m.id, m.case_id, c.clinic_id, c.attorney_id AS case_attorney_id, m.sent_date,
           CASE WHEN su.role = 'attorney' THEN 'a' ELSE 'c' END AS side, su.attorney_id
      FROM messages m
      JOIN cases c ON c.id = m.case_id
      JOIN users su ON su.id = m.sender_id
     WHERE ($1::int[] IS NULL OR c.clinic_id = ANY($1::int[]))
       AND ((su.role = 'attorney' AND su.attorney_id IS NOT NULL)
         OR (su.role IN ('clinic_staff', 'clinic_admin') AND su.clinic_id = c.clinic_id AND m.recipient_type = 'attorney'))
  ),
  marked AS (
    SELECT msgs.*, lag(side) OVER (PARTITION BY case_id ORDER BY sent_date, id) AS prev_side FROM msgs
  ),
  waits AS (
    SELECT p.clinic_id, coalesce(r.attorney_id, p.case_attorney_id) AS attorney_id, p.sent_date AS asked_at,
           r.sent_date AS replied_at,
           extract(epoch FROM r.sent_date - p.sent_date) / 3600 AS hours
      FROM marked p
      LEFT JOIN LATERAL (
        SELECT a.attorney_id, a.sent_date FROM msgs a
         WHERE a.case_id = p.case_id AND a.side = 'a' AND (a.sent_date, a.id) > (p.sent_date, p.id)
         ORDER BY a.sent_date, a.id LIMIT 1) r ON TRUE
     WHERE p.side = 'c' AND (p.prev_side IS NULL OR p.prev_side = 'a')
  ),
  replies AS (
    SELECT * FROM waits WHERE attorney_id IS NOT NULL AND ($2::int IS NULL OR attorney_id = $2::int)
  )`;

const round1 = (expr: string) => `round((${expr})::numeric, 1)::float8`;

/** One row per (clinic, attorney) pair the clinic works with (cases held now, or withdrawn). */
export const scorecardFiguresSql = `
  WITH ${perCaseCte}, ${withdrawalsCte}, ${waitsCte},
  pairs AS (
    SELECT clinic_id, attorney_id FROM per_case UNION SELECT clinic_id, attorney_id FROM withdrawals
  )
  SELECT pr.clinic_id AS "clinicId", cl.name AS "clinicName", pr.attorney_id AS "attorneyId",
         trim(a.first_name || ' ' || a.last_name) AS "attorneyName", a.firm_name AS "firmName",
         cs."casesOpen", cs."casesClosed", cs."paidSettlements", cs."awaitingPayment", cs."avgDaysToPayment",
         cs."reducedCases", cs."avgReductionPercent",
         (SELECT count(*)::int FROM withdrawals w WHERE w.clinic_id = pr.clinic_id AND w.attorney_id = pr.attorney_id) AS withdrawals,
         rs."answeredMessages", rs."awaitingReply", rs."avgResponseHours", rs."medianResponseHours"
    FROM pairs pr
    JOIN clinics cl ON cl.id = pr.clinic_id
    JOIN attorneys a ON a.id = pr.attorney_id
    CROSS JOIN LATERAL (
      SELECT count(*) FILTER (WHERE p.status <> 'closed')::int AS "casesOpen",
             count(*) FILTER (WHERE p.status = 'closed')::int AS "casesClosed",
             count(p.days_to_pay)::int AS "paidSettlements",
             count(*) FILTER (WHERE p.settlement_date IS NOT NULL AND p.first_paid IS NULL)::int AS "awaitingPayment",
             ${round1('avg(p.days_to_pay)')} AS "avgDaysToPayment",
             count(p.reduction_pct)::int AS "reducedCases",
             ${round1('avg(p.reduction_pct)')} AS "avgReductionPercent"
        FROM per_case p WHERE p.clinic_id = pr.clinic_id AND p.attorney_id = pr.attorney_id) cs
    CROSS JOIN LATERAL (
      SELECT count(r.replied_at)::int AS "answeredMessages",
             count(*) FILTER (WHERE r.replied_at IS NULL)::int AS "awaitingReply",
             ${round1('avg(r.hours)')} AS "avgResponseHours",
             ${round1('percentile_cont(0.5) WITHIN GROUP (ORDER BY r.hours)')} AS "medianResponseHours"
        FROM replies r WHERE r.clinic_id = pr.clinic_id AND r.attorney_id = pr.attorney_id) rs
   ORDER BY cl.name, a.last_name, a.first_name, pr.attorney_id`;

/** The same figures by period (UTC calendar months or quarters), the last $5 periods up to $3. */
export const scorecardTrendSql = `
  WITH ${perCaseCte}, ${withdrawalsCte}, ${waitsCte},
  periods AS (
    SELECT generate_series(date_trunc($4, $3::timestamptz AT TIME ZONE 'UTC') - ($5::int - 1) * $6::interval,
                           date_trunc($4, $3::timestamptz AT TIME ZONE 'UTC'), $6::interval) AS starts
  ),
  pairs AS (
    SELECT clinic_id, attorney_id FROM per_case UNION SELECT clinic_id, attorney_id FROM withdrawals
  )
  SELECT pr.clinic_id AS "clinicId", pr.attorney_id AS "attorneyId", to_char(pe.starts, 'YYYY-MM-DD') AS "periodStart",
         (SELECT count(*)::int FROM per_case p WHERE p.clinic_id = pr.clinic_id AND p.attorney_id = pr.attorney_id
             AND date_trunc($4, p.created_at AT TIME ZONE 'UTC') = pe.starts) AS "casesOpened",
         (SELECT count(*)::int FROM per_case p WHERE p.clinic_id = pr.clinic_id AND p.attorney_id = pr.attorney_id
             AND p.status = 'closed' AND date_trunc($4, p.closed_at AT TIME ZONE 'UTC') = pe.starts) AS "casesClosed",
         (SELECT count(*)::int FROM withdrawals w WHERE w.clinic_id = pr.clinic_id AND w.attorney_id = pr.attorney_id
             AND date_trunc($4, w.transfer_date AT TIME ZONE 'UTC') = pe.starts) AS withdrawals,
         (SELECT ${round1('avg(p.days_to_pay)')} FROM per_case p WHERE p.clinic_id = pr.clinic_id AND p.attorney_id = pr.attorney_id
             AND date_trunc($4, p.first_paid::timestamp) = pe.starts) AS "avgDaysToPayment",
         (SELECT ${round1('avg(p.reduction_pct)')} FROM per_case p WHERE p.clinic_id = pr.clinic_id AND p.attorney_id = pr.attorney_id
             AND date_trunc($4, p.closed_at AT TIME ZONE 'UTC') = pe.starts) AS "avgReductionPercent",
         (SELECT ${round1('avg(r.hours)')} FROM replies r WHERE r.clinic_id = pr.clinic_id AND r.attorney_id = pr.attorney_id
             AND date_trunc($4, r.replied_at AT TIME ZONE 'UTC') = pe.starts) AS "avgResponseHours"
    FROM pairs pr CROSS JOIN periods pe
   ORDER BY pr.clinic_id, pr.attorney_id, pe.starts`;
