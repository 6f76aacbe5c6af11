import type { BillingRecordFieldsFragment } from '../../../gql/graphql';
import { toCsv } from '../../../lib/csv';
import { humanize } from '../../../lib/format';
import { frequencyLabels } from './billingFormat';

/** The spec's columns, exactly. */
export const billingReportHeader = ['Clinic', 'Plan', 'Frequency', 'Amount', 'Status', 'Next Billing', 'Balance'];

/** The billing report: one line per clinic; amounts as exact decimals, dates as YYYY-MM-DD. */
export function billingReportCsv(records: readonly BillingRecordFieldsFragment[]): string {
  return toCsv(
    billingReportHeader,
    records.map((record) => [
      record.clinicName,
      humanize(record.subscriptionPlan),
      frequencyLabels[record.billingFrequency] ?? humanize(record.billingFrequency),
      record.amount,
      humanize(record.status),
      record.nextBillingDate ?? '',
      record.balance,
    ]),
  );
}
