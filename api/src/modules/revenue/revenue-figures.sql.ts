/**
 * Every revenue figure defined once, in SQL over the subscription history (`subscription_events`),
 * payments and plans; never a stored total. The words a finance person checks them against are in
 * revenue-definitions.ts, one entry per figure here.
 *
 * A clinic's MRR at a moment is the `mrr` of its latest event at or before it (0 before its first).
 * A period is [start, end) in UTC: its opening MRR is the MRR just before `start`, its closing MRR
 * the MRR just before `end`, and its movements are the changes of MRR dated inside it.
 */

/**
 * The clinics' MRR just before `start` and each change of MRR in [start, end), classified once
 * (decision 135). `opening_mrr` (per clinic, 0 before its first event) is one probe of
 * subscription_events_clinic_idx per clinic; the changes are the events of the range
 * (subscription_events_occurred_idx), each compared with the clinic's previous MRR by a window.
 * `movement` is new (0 -> more, never paid before), reactivation (0 -> more, paid before),
 * expansion (up), contraction (down, still paying) or churn (to 0); an event that leaves the MRR
 * unchanged (a trial starting, overdue after active) is no movement and has delta 0. Whether a
 * clinic paid before the range is looked up only for a rise from 0.
 */
export const mrrMovementsCte = (start: string, end: string): string => `
  opening AS (
    SELECT c.id AS clinic_id, coalesce(o.mrr, 0) AS opening_mrr
      FROM clinics c
      LEFT JOIN LATERAL (
        SELECT e.mrr FROM subscription_events e
         WHERE e.clinic_id = c.id AND e.occurred_at < ${start}
         ORDER BY e.occurred_at DESC, e.id DESC
         LIMIT 1) o ON true
  ),
  mrr_changes AS (
    SELECT e.clinic_id, e.occurred_at, e.mrr, o.opening_mrr,
           coalesce(lag(e.mrr) OVER clinic_history, o.opening_mrr) AS mrr_before,
           coalesce(max(e.mrr) OVER (clinic_history ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
             AS best_mrr_in_range_before
      FROM subscription_events e
      JOIN opening o ON o.clinic_id = e.clinic_id
     WHERE e.occurred_at >= ${start} AND e.occurred_at < ${end}
    WINDOW clinic_history AS (PARTITION BY e.clinic_id ORDER BY e.occurred_at, e.id)
  ),
  mrr_movements AS (
    SELECT m.clinic_id, m.occurred_at, m.mrr - m.mrr_before AS delta,
           CASE WHEN m.mrr = m.mrr_before THEN NULL
                WHEN m.mrr_before > 0 AND m.mrr = 0 THEN 'churn'
                WHEN m.mrr_before > 0 AND m.mrr > m.mrr_before THEN 'expansion'
                WHEN m.mrr_before > 0 THEN 'contraction'
                WHEN m.best_mrr_in_range_before > 0 OR m.opening_mrr > 0
                  OR EXISTS (SELECT 1 FROM subscription_events p
                              WHERE p.clinic_id = m.clinic_id AND p.occurred_at < ${start} AND p.mrr > 0)
                  THEN 'reactivation'
                ELSE 'new' END AS movement
      FROM mrr_changes m
  )`;

/** A percentage of two numerics with two decimals, null when the base is 0 (no meaningful rate). */
const percent = (part: string, whole: string): string =>
  `CASE WHEN ${whole} = 0 THEN NULL ELSE round(100 * (${part})::numeric / ${whole}, 2)::text END`;

const money = (amount: string): string => `round(coalesce(${amount}, 0), 2)::text`;

/** Sum of one movement's MRR (positive amounts: churn and contraction are reported as losses). */
const movementSum = (movement: string, rows = 'm'): string =>
  `coalesce(sum(abs(${rows}.delta)) FILTER (WHERE ${rows}.movement = '${movement}'), 0)`;

/**
 * Now: MRR, ARR, paying clinics, ARPA and revenue by plan, in one statement. $1 = now. Each clinic's
 * latest event is its current plan and MRR: one probe of subscription_events_clinic_idx per clinic
 * (a DISTINCT ON would sort the whole history).
 */
export const currentRevenueSql = `
  WITH latest AS (
    SELECT c.id AS clinic_id, l.plan_code, l.mrr
      FROM clinics c
      CROSS JOIN LATERAL (
        SELECT e.plan_code, e.mrr
          FROM subscription_events e
         WHERE e.clinic_id = c.id AND e.occurred_at <= $1
         ORDER BY e.occurred_at DESC, e.id DESC
         LIMIT 1) l
  ),
  paying AS (SELECT * FROM latest WHERE mrr > 0),
  by_plan AS (
    SELECT p.code, p.name, p.monthly_price, count(paying.clinic_id)::int AS clinics,
           ${money('sum(paying.mrr)')} AS mrr
      FROM plans p LEFT JOIN paying ON paying.plan_code = p.code
     GROUP BY p.code, p.name, p.monthly_price
  )
  SELECT ${money('(SELECT sum(mrr) FROM paying)')} AS "mrr",
         ${money('12 * (SELECT sum(mrr) FROM paying)')} AS "arr",
         (SELECT count(*) FROM paying)::int AS "payingClinics",
         (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE round(sum(mrr) / count(*), 2)::text END FROM paying)
           AS "averageRevenuePerClinic",
         coalesce((SELECT json_agg(json_build_object('planCode', code, 'planName', name, 'clinics', clinics, 'mrr', mrr)
                                   ORDER BY monthly_price, code)
                     FROM by_plan), '[]') AS "byPlan"`;

/**
 * One period's figures in one statement. $1 = start, $2 = end (exclusive; now for the current
 * period), $3 = the months between them (fractional for the current period: LTV's monthly churn
 * rate). Per clinic: its MRR at the start and the end, and its movements inside the period; then the
 * platform's totals.
 */
export const periodRevenueSql = `
  WITH ${mrrMovementsCte('$1', '$2')},
  per_clinic AS (
    SELECT o.clinic_id,
           o.opening_mrr AS start_mrr,
           o.opening_mrr + coalesce(sum(m.delta), 0) AS end_mrr,
           ${movementSum('new')} AS new_mrr,
           ${movementSum('reactivation')} AS reactivation_mrr,
           ${movementSum('expansion')} AS expansion_mrr,
           ${movementSum('contraction')} AS contraction_mrr,
           ${movementSum('churn')} AS churned_mrr,
           count(*) FILTER (WHERE m.movement = 'new')::int AS new_count,
           count(*) FILTER (WHERE m.movement = 'reactivation')::int AS reactivation_count,
           count(*) FILTER (WHERE m.movement = 'expansion')::int AS expansion_count,
           count(*) FILTER (WHERE m.movement = 'contraction')::int AS contraction_count
      FROM opening o
      LEFT JOIN mrr_movements m ON m.clinic_id = o.clinic_id
     GROUP BY o.clinic_id, o.opening_mrr
  ),
  totals AS (
    SELECT sum(start_mrr) AS start_mrr, sum(end_mrr) AS end_mrr,
           sum(new_mrr) AS new_mrr, sum(reactivation_mrr) AS reactivation_mrr,
           sum(expansion_mrr) AS expansion_mrr, sum(contraction_mrr) AS contraction_mrr,
           sum(churned_mrr) AS churned_mrr,
           count(*) FILTER (WHERE start_mrr > 0) AS paying_at_start,
           count(*) FILTER (WHERE end_mrr > 0) AS paying_at_end,
           count(*) FILTER (WHERE start_mrr > 0 AND end_mrr = 0) AS lost_clinics,
           sum(expansion_mrr) FILTER (WHERE start_mrr > 0) AS cohort_expansion,
           sum(contraction_mrr) FILTER (WHERE start_mrr > 0) AS cohort_contraction,
           sum(churned_mrr) FILTER (WHERE start_mrr > 0) AS cohort_churn,
           sum(new_count) AS new_count, sum(reactivation_count) AS reactivation_count,
           sum(expansion_count) AS expansion_count, sum(contraction_count) AS contraction_count
      FROM per_clinic
  ),
  cash AS (
    SELECT coalesce(sum(p.amount) FILTER (WHERE p.kind = 'charge'), 0)
           - coalesce(sum(p.amount) FILTER (WHERE p.kind = 'refund'), 0) AS collected
      FROM payments p
     WHERE p.status = 'successful' AND p.created_at >= $1 AND p.created_at < $2
  ),
  rates AS (
    SELECT t.*, c.collected,
           CASE WHEN coalesce(t.start_mrr, 0) = 0 THEN NULL
                ELSE (coalesce(t.cohort_churn, 0) + coalesce(t.cohort_contraction, 0)) / t.start_mrr END AS revenue_churn,
           CASE WHEN coalesce(t.paying_at_end, 0) = 0 THEN NULL ELSE t.end_mrr / t.paying_at_end END AS arpa
      FROM totals t, cash c
  )
  SELECT ${money('start_mrr')} AS "startMrr",
         ${money('end_mrr')} AS "endMrr",
         ${percent('coalesce(end_mrr, 0) - start_mrr', 'coalesce(start_mrr, 0)')} AS "growthPercent",
         ${money('new_mrr')} AS "newMrr",
         ${money('expansion_mrr')} AS "expansionMrr",
         ${money('contraction_mrr')} AS "contractionMrr",
         ${money('churned_mrr')} AS "churnedMrr",
         ${money('reactivation_mrr')} AS "reactivationMrr",
         coalesce(paying_at_start, 0)::int AS "payingClinicsAtStart",
         coalesce(paying_at_end, 0)::int AS "payingClinicsAtEnd",
         coalesce(lost_clinics, 0)::int AS "churnedClinics",
         ${percent('lost_clinics', 'coalesce(paying_at_start, 0)')} AS "logoChurnPercent",
         CASE WHEN revenue_churn IS NULL THEN NULL ELSE round(100 * revenue_churn, 2)::text END AS "revenueChurnPercent",
         ${percent(
           'start_mrr + coalesce(cohort_expansion, 0) - coalesce(cohort_contraction, 0) - coalesce(cohort_churn, 0)',
           'coalesce(start_mrr, 0)',
         )} AS "netRevenueRetentionPercent",
         coalesce(new_count, 0)::int AS "newClinics",
         coalesce(expansion_count, 0)::int AS "upgrades",
         coalesce(contraction_count, 0)::int AS "downgrades",
         coalesce(reactivation_count, 0)::int AS "reactivations",
         ${money('collected')} AS "cashCollected",
         CASE WHEN arpa IS NULL THEN NULL ELSE round(arpa, 2)::text END AS "averageRevenuePerClinic",
         CASE WHEN arpa IS NULL OR coalesce(revenue_churn, 0) = 0 THEN NULL
              ELSE round(arpa * $3 / revenue_churn, 2)::text END AS "lifetimeValue"
    FROM rates`;

/**
 * The last twelve calendar months (UTC) up to the one holding $1 (now), in one statement: each
 * month's closing MRR (the opening MRR plus the running sum of every change; the current month's is
 * now) and its movements.
 */
export const monthlyRevenueSql = `
  WITH months AS (
    SELECT generate_series(date_trunc('month', $1::timestamptz, 'UTC') - interval '11 months',
                           date_trunc('month', $1::timestamptz, 'UTC'), interval '1 month') AS month
  ),
  ${mrrMovementsCte("(date_trunc('month', $1::timestamptz, 'UTC') - interval '11 months')", '$1::timestamptz')},
  opening_total AS (SELECT coalesce(sum(opening_mrr), 0) AS mrr FROM opening),
  per_month AS (
    SELECT date_trunc('month', b.occurred_at, 'UTC') AS month, sum(b.delta) AS net,
           ${movementSum('new', 'b')} AS new_mrr,
           ${movementSum('reactivation', 'b')} AS reactivation_mrr,
           ${movementSum('expansion', 'b')} AS expansion_mrr,
           ${movementSum('contraction', 'b')} AS contraction_mrr,
           ${movementSum('churn', 'b')} AS churned_mrr
      FROM mrr_movements b
     GROUP BY 1
  )
  SELECT to_char(months.month AT TIME ZONE 'UTC', 'YYYY-MM') AS "month",
         ${money('opening_total.mrr + sum(coalesce(pm.net, 0)) OVER (ORDER BY months.month)')} AS "endMrr",
         ${money('pm.new_mrr')} AS "newMrr",
         ${money('pm.expansion_mrr')} AS "expansionMrr",
         ${money('pm.contraction_mrr')} AS "contractionMrr",
         ${money('pm.churned_mrr')} AS "churnedMrr",
         ${money('pm.reactivation_mrr')} AS "reactivationMrr"
    FROM months CROSS JOIN opening_total LEFT JOIN per_month pm ON pm.month = months.month
   ORDER BY months.month`;
