import { SqlParams } from '../../../db/sql-params';
import { formatMoney } from '../../../platform/money';
import { billingScopeSql } from '../../billing/billing.policy';
import { insightRules } from '../insights.sql';
import { type Analysis, plural } from './analysis-result';

interface BillingRow {
  bills: number;
  billed: string;
  paid: string;
  draftBills: number;
  deniedBills: number;
  unpaid0to30: string;
  unpaid31to90: string;
  unpaidOver90: string;
  billsOver90: number;
  charges: string;
  payments: string;
  reductions: string;
  writeOffs: string;
  balance: string;
  coverageLimits: string | null;
}

/** Billed, paid, the ledger's balance, unpaid bills by age, reductions and the share of the coverage used. */
export const billingReview: Analysis = async (manager, scope, kase) => {
  const params = new SqlParams();
  const caseId = params.add(kase.id);
  const bills = billingScopeSql(scope, params, 'b', 'c');
  const unpaidAged = (from: number, to: number | null) =>
    `coalesce(sum(coalesce(b.adjusted_amount, b.amount)) FILTER (WHERE b.status IN ('submitted', 'pending')
       AND b.created_at <= now() - interval '${from} days'${to === null ? '' : ` AND b.created_at > now() - interval '${to} days'`}), 0)::numeric(14,2)::text`;
  const ledger = (kind: string) =>
    `(SELECT coalesce(sum(e.amount), 0)::numeric(14,2)::text FROM case_ledger_entries e WHERE e.case_id = c.id AND e.kind = '${kind}')`;
  const [row] = (await manager.query(
    `SELECT count(b.id)::int AS bills,
            coalesce(sum(coalesce(b.adjusted_amount, b.amount)) FILTER (WHERE b.status <> 'denied'), 0)::numeric(14,2)::text AS billed,
            coalesce(sum(coalesce(b.adjusted_amount, b.amount)) FILTER (WHERE b.status = 'paid'), 0)::numeric(14,2)::text AS paid,
            count(b.id) FILTER (WHERE b.status = 'pending')::int AS "draftBills",
            count(b.id) FILTER (WHERE b.status = 'denied')::int AS "deniedBills",
            ${unpaidAged(0, 30)} AS "unpaid0to30",
            ${unpaidAged(30, insightRules.billAgingDays)} AS "unpaid31to90",
            ${unpaidAged(insightRules.billAgingDays, null)} AS "unpaidOver90",
            count(b.id) FILTER (WHERE b.status IN ('submitted', 'pending')
              AND b.created_at <= now() - interval '${insightRules.billAgingDays} days')::int AS "billsOver90",
            ${ledger('charge')} AS charges, ${ledger('payment')} AS payments,
            ${ledger('reduction')} AS reductions, ${ledger('write_off')} AS "writeOffs",
            (SELECT coalesce(sum(CASE WHEN e.kind = 'charge' THEN e.amount ELSE -e.amount END), 0)::numeric(14,2)::text
               FROM case_ledger_entries e WHERE e.case_id = c.id) AS balance,
            (SELECT sum(cc.limit_amount)::numeric(14,2)::text FROM case_coverages cc WHERE cc.case_id = c.id) AS "coverageLimits"
       FROM cases c LEFT JOIN billing b ON b.case_id = c.id AND ${bills}
      WHERE c.id = ${caseId}
      GROUP BY c.id`,
    params.values,
  )) as BillingRow[];

  const insights = [
    `${plural(row.bills, 'bill')}: ${formatMoney(row.billed)} billed, ${formatMoney(row.paid)} paid.`,
    `Ledger: ${formatMoney(row.charges)} charged, ${formatMoney(row.payments)} paid, ${formatMoney(row.reductions)} reduced, ${formatMoney(row.writeOffs)} written off; balance ${formatMoney(row.balance)}.`,
  ];
  const recommendations: string[] = [];
  if (row.billsOver90 > 0)
    recommendations.push(
      `Follow up on ${plural(row.billsOver90, 'bill')} unpaid for more than ${insightRules.billAgingDays} days (${formatMoney(row.unpaidOver90)}).`,
    );
  if (row.draftBills > 0) recommendations.push(`Submit the ${plural(row.draftBills, 'draft bill')}.`);
  if (row.deniedBills > 0) recommendations.push(`Correct and resubmit the ${plural(row.deniedBills, 'denied bill')}.`);
  let coverageUsed: number | null = null;
  if (row.coverageLimits !== null && Number(row.coverageLimits) > 0) {
    coverageUsed = Math.round((Number(row.charges) / Number(row.coverageLimits)) * 1000) / 10;
    insights.push(`Charges are ${coverageUsed}% of the coverage limits (${formatMoney(row.coverageLimits)}).`);
    if (coverageUsed >= insightRules.policyLimitShare * 100)
      recommendations.push('The coverage limits are nearly reached: weigh further treatment against what remains.');
  } else insights.push('No coverage limit is recorded on the case.');
  if (kase.releasedOnly) insights.push('Draft bills are the clinic’s: only submitted bills are counted.');

  return {
    confidence: row.bills === 0 ? 0.4 : row.coverageLimits === null ? 0.75 : 0.9,
    prediction: { label: 'Balance', value: formatMoney(row.balance) },
    insights,
    recommendations,
    dataPoints: {
      bills: row.bills,
      billed: row.billed,
      paid: row.paid,
      balance: row.balance,
      charges: row.charges,
      payments: row.payments,
      reductions: row.reductions,
      writeOffs: row.writeOffs,
      unpaid0to30Days: row.unpaid0to30,
      unpaid31to90Days: row.unpaid31to90,
      unpaidOver90Days: row.unpaidOver90,
      draftBills: kase.releasedOnly ? null : row.draftBills,
      deniedBills: row.deniedBills,
      coverageLimits: row.coverageLimits,
      coverageUsedPercent: coverageUsed,
    },
  };
};
