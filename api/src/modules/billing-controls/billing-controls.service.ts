import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { containsPattern, keysetSql, type SortKey } from '../../db/sql/keyset';
import { assertOperatorArea, OperatorArea } from '../../platform/access/operator-areas';
import type { Scope } from '../../platform/access/scope';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { SettingsReader } from '../../platform/settings/settings-reader';
import { monthlyRevenueSubquery } from '../platform-overview/platform-figures.sql';
import { billingAlertsOf, type AlertCounts } from './billing-alerts';
import type {
  BillingAdjustmentEntry,
  BillingRecord,
  BillingSummary,
  PaymentHistoryEntry,
  SubscriptionStatusFilter,
} from './billing-controls.types';
import { rangeStartSql, type HistoryRange } from './history-range';

type Row = Record<string, unknown>;

const recordSort: SortKey = { expr: 'c.name', cast: 'text' };
const paymentSort: SortKey = { expr: 'p.created_at', cast: 'timestamptz' };
const adjustmentSort: SortKey = { expr: 'a.created_at', cast: 'timestamptz' };

/** The period amount a clinic is billed: its annual rate when billed yearly, else its monthly rate. */
const periodAmountSql = (clinic: string) =>
  `CASE WHEN ${clinic}.billing_frequency = 'annual' THEN ${clinic}.annual_rate ELSE ${clinic}.monthly_rate END`;

const paymentColumns = `p.id, p.clinic_id, c.name AS clinic_name, p.description, p.method_label, p.transaction_id,
       p.invoice_id, i.number AS invoice_number, p.amount::text AS amount, p.created_at, p.status, p.kind`;
const paymentFrom = `payments p JOIN clinics c ON c.id = p.clinic_id LEFT JOIN clinic_invoices i ON i.id = p.invoice_id`;

export const readBillingRecord = (row: Row): BillingRecord => ({
  id: Number(row.id),
  clinicId: Number(row.id),
  clinicName: row.clinic_name as string,
  subscriptionPlan: row.subscription_plan as string,
  billingFrequency: row.billing_frequency as string,
  amount: row.amount as string,
  status: row.status as string,
  nextBillingDate: (row.next_billing_date as string | null) ?? null,
  balance: row.balance as string,
});

export const readPayment = (row: Row): PaymentHistoryEntry => ({
  id: Number(row.id),
  clinicId: Number(row.clinic_id),
  clinicName: row.clinic_name as string,
  description: row.description as string,
  paymentMethod: row.method_label as string,
  transactionId: (row.transaction_id as string | null) ?? null,
  invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
  invoiceNumber: (row.invoice_number as string | null) ?? null,
  amount: row.amount as string,
  paymentDate: new Date(row.created_at as string | Date),
  status: row.status as string,
  kind: row.kind as string,
});

export const readAdjustment = (row: Row): BillingAdjustmentEntry => ({
  id: Number(row.id),
  clinicId: Number(row.clinic_id),
  clinicName: row.clinic_name as string,
  type: row.type as string,
  amount: row.amount as string,
  reason: row.reason as string,
  appliedBy: row.applied_by_name as string,
  appliedAt: row.applied_at === null ? null : new Date(row.applied_at as string | Date),
  status: row.status as string,
  failureMessage: (row.failure_message as string | null) ?? null,
  createdAt: new Date(row.created_at as string | Date),
});

/**
 * The read side of the operator's Billing tab (super admin only): one billing record per clinic,
 * the payment history, the adjustments, and the header figures with their alerts. Every figure is
 * computed from the rows (docs/decisions.md 140); nothing is stored as a total.
 */
export class BillingControlsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsReader,
  ) {}

  async records(
    scope: Scope,
    status: SubscriptionStatusFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
    search: string | null = null,
  ): Promise<Page<BillingRecord>> {
    assertOperatorArea(scope, OperatorArea.billing);
    const params = new SqlParams();
    const conditions: string[] = [];
    if (status) conditions.push(`c.billing_status = ${params.add(status)}`);
    // A clinic's name contains the term (its % and _ taken literally); a scan of the clinics is cheap.
    if (search) conditions.push(`c.name ILIKE ${params.add(containsPattern(search))}`);
    const keyset = keysetSql(params, 'c', recordSort, SortDirection.asc, first, after);
    if (keyset.after) conditions.push(keyset.after);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${billingRecordColumns}, ${keyset.sortKeySelect}
         FROM clinics c
        ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
        ${keyset.orderAndLimit}`,
      params.values,
    );
    return keyset.page(rows, readBillingRecord);
  }

  /** One clinic's billing record, or null when there is no such clinic. */
  async record(scope: Scope, clinicId: number): Promise<BillingRecord | null> {
    assertOperatorArea(scope, OperatorArea.billing);
    const rows: Row[] = await this.dataSource.query(`SELECT ${billingRecordColumns} FROM clinics c WHERE c.id = $1`, [
      clinicId,
    ]);
    return rows.length ? readBillingRecord(rows[0]) : null;
  }

  /** Charges and refunds made since the start of the range, newest first. */
  async history(
    scope: Scope,
    range: HistoryRange,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<PaymentHistoryEntry>> {
    assertOperatorArea(scope, OperatorArea.billing);
    const params = new SqlParams();
    const keyset = keysetSql(params, 'p', paymentSort, SortDirection.desc, first, after);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${paymentColumns}, ${keyset.sortKeySelect}
         FROM ${paymentFrom}
        WHERE p.created_at >= ${rangeStartSql(range)} ${keyset.after ? `AND ${keyset.after}` : ''}
        ${keyset.orderAndLimit}`,
      params.values,
    );
    return keyset.page(rows, readPayment);
  }

  async payment(scope: Scope, paymentId: number): Promise<PaymentHistoryEntry | null> {
    assertOperatorArea(scope, OperatorArea.billing);
    const rows: Row[] = await this.dataSource.query(`SELECT ${paymentColumns} FROM ${paymentFrom} WHERE p.id = $1`, [
      paymentId,
    ]);
    return rows.length ? readPayment(rows[0]) : null;
  }

  async adjustments(
    scope: Scope,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<BillingAdjustmentEntry>> {
    assertOperatorArea(scope, OperatorArea.billing);
    const params = new SqlParams();
    const keyset = keysetSql(params, 'a', adjustmentSort, SortDirection.desc, first, after);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${adjustmentColumns}, ${keyset.sortKeySelect}
         FROM ${adjustmentFrom}
        ${keyset.after ? `WHERE ${keyset.after}` : ''}
        ${keyset.orderAndLimit}`,
      params.values,
    );
    return keyset.page(rows, readAdjustment);
  }

  async adjustment(scope: Scope, adjustmentId: number): Promise<BillingAdjustmentEntry | null> {
    assertOperatorArea(scope, OperatorArea.billing);
    const rows: Row[] = await this.dataSource.query(
      `SELECT ${adjustmentColumns} FROM ${adjustmentFrom} WHERE a.id = $1`,
      [adjustmentId],
    );
    return rows.length ? readAdjustment(rows[0]) : null;
  }

  async summary(scope: Scope): Promise<BillingSummary> {
    assertOperatorArea(scope, OperatorArea.billing);
    const gracePeriodDays = await this.settings.get('billing.gracePeriodDays');
    const reminderDaysBefore = await this.settings.get('billing.reminderDaysBefore');
    const [figures]: Row[] = await this.dataSource.query(
      `SELECT
         ${monthlyRevenueSubquery} AS monthly_revenue,
         (SELECT count(*)::int FROM clinics WHERE billing_status = 'active') AS active_subscriptions,
         (SELECT count(*)::int FROM clinics WHERE billing_status IN ('overdue', 'suspended')) AS overdue_accounts,
         (SELECT round(coalesce(sum(-balance) FILTER (WHERE balance < 0), 0), 2)::text
            FROM clinics WHERE billing_status IN ('overdue', 'suspended')) AS outstanding_total,
         (SELECT count(*)::int FROM payments
           WHERE kind = 'charge' AND status = 'successful' AND created_at > now() - interval '30 days') AS successful_charges,
         (SELECT count(*)::int FROM payments
           WHERE kind = 'charge' AND status = 'failed' AND created_at > now() - interval '30 days') AS failed_charges,
         (SELECT count(*)::int FROM clinics WHERE billing_status = 'suspended') AS suspended,
         (SELECT count(*)::int FROM clinics c WHERE c.billing_status = 'overdue' AND EXISTS (
            SELECT 1 FROM clinic_invoices i
             WHERE i.clinic_id = c.id AND i.status = 'open'
               AND i.due_date < (now() AT TIME ZONE 'UTC')::date - $1::int)) AS overdue_past_grace,
         (SELECT count(*)::int FROM payments
           WHERE kind = 'charge' AND status = 'failed' AND created_at > now() - interval '7 days') AS failed_recently,
         (SELECT count(*)::int FROM clinics
           WHERE billing_status = 'trial' AND trial_ends_at >= now()
             AND trial_ends_at < now() + make_interval(days => $2::int)) AS trials_ending`,
      [gracePeriodDays, reminderDaysBefore],
    );
    const successful = Number(figures.successful_charges);
    const failed = Number(figures.failed_charges);
    const recent: Row[] = await this.dataSource.query(
      `SELECT ${paymentColumns} FROM ${paymentFrom} ORDER BY p.created_at DESC, p.id DESC LIMIT 5`,
    );
    const counts: AlertCounts = {
      suspended: Number(figures.suspended),
      overduePastGrace: Number(figures.overdue_past_grace),
      failedCharges: Number(figures.failed_recently),
      trialsEnding: Number(figures.trials_ending),
    };
    return {
      monthlyRevenue: figures.monthly_revenue as string,
      activeSubscriptions: Number(figures.active_subscriptions),
      overdueAccounts: Number(figures.overdue_accounts),
      outstandingTotal: figures.outstanding_total as string,
      successRate: successRateOf(successful, failed),
      successfulCharges: successful,
      failedCharges: failed,
      alerts: billingAlertsOf(counts, { gracePeriodDays, reminderDaysBefore }),
      recentPayments: recent.map(readPayment),
    };
  }
}

/** Successful charges in % of those decided (pending ones are not), one decimal; null when none. */
export function successRateOf(successful: number, failed: number): string | null {
  const decided = successful + failed;
  if (decided === 0) return null;
  return ((100 * successful) / decided).toFixed(1);
}

const billingRecordColumns = `c.id, c.name AS clinic_name, c.subscription_plan, c.billing_frequency,
       (${periodAmountSql('c')})::text AS amount, c.billing_status AS status,
       to_char(c.next_billing_date, 'YYYY-MM-DD') AS next_billing_date, c.balance::text AS balance`;

const adjustmentColumns = `a.id, a.clinic_id, c.name AS clinic_name, a.type, a.amount::text AS amount, a.reason,
       trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) AS applied_by_name,
       a.applied_at, a.status, a.failure_message, a.created_at`;
const adjustmentFrom = `billing_adjustments a JOIN clinics c ON c.id = a.clinic_id JOIN users u ON u.id = a.applied_by`;
