import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { historyRanges, type HistoryRange } from './history-range';

export enum SubscriptionStatusFilter {
  trial = 'trial',
  active = 'active',
  overdue = 'overdue',
  suspended = 'suspended',
  cancelled = 'cancelled',
}
registerEnumType(SubscriptionStatusFilter, {
  name: 'SubscriptionStatusFilter',
  description: "A clinic's subscription status, to filter the billing records by",
});

export const PaymentHistoryRange = Object.fromEntries(historyRanges.map((range) => [range, range])) as {
  [K in HistoryRange]: K;
};
registerEnumType(PaymentHistoryRange, {
  name: 'PaymentHistoryRange',
  description: 'A calendar period up to now, in UTC: this week (from Monday), month, quarter or year',
});

@ObjectType({ description: "One clinic's subscription as the Billing tab lists it", simpleResolvers: true })
export class BillingRecord {
  @Field(() => Int, { description: 'The clinic id: one billing record per clinic' }) id: number;
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => String) subscriptionPlan: string;
  @Field(() => String) billingFrequency: string;
  @Field(() => Decimal, { description: 'What one period costs: the monthly or the annual rate' }) amount: string;
  @Field(() => String, { description: 'trial, active, overdue, suspended or cancelled' }) status: string;
  @Field(() => LocalDate, { nullable: true }) nextBillingDate: string | null;
  @Field(() => Decimal, { description: 'Negative: the clinic owes this much' }) balance: string;
}

@ObjectType()
export class BillingRecordConnection {
  @Field(() => [BillingRecord]) nodes: BillingRecord[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'One charge or refund in the payment history', simpleResolvers: true })
export class PaymentHistoryEntry {
  @Field(() => Int) id: number;
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => String) description: string;
  @Field(() => String, { description: 'The card as shown, e.g. "Visa •••• 4242"' }) paymentMethod: string;
  @Field(() => String, { nullable: true }) transactionId: string | null;
  @Field(() => Int, { nullable: true }) invoiceId: number | null;
  @Field(() => String, { nullable: true, description: "The invoice's number, CB-{year}-{n}" })
  invoiceNumber: string | null;
  @Field(() => Decimal) amount: string;
  @Field(() => Date) paymentDate: Date;
  @Field(() => String, { description: 'successful, failed or pending' }) status: string;
  @Field(() => String, { description: 'charge or refund' }) kind: string;
}

@ObjectType()
export class PaymentHistoryConnection {
  @Field(() => [PaymentHistoryEntry]) nodes: PaymentHistoryEntry[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: "An operator's credit, debit or refund to a clinic's balance", simpleResolvers: true })
export class BillingAdjustmentEntry {
  @Field(() => Int) id: number;
  @Field(() => Int) clinicId: number;
  @Field(() => String) clinicName: string;
  @Field(() => String, { description: 'credit, debit or refund' }) type: string;
  @Field(() => Decimal) amount: string;
  @Field(() => String) reason: string;
  @Field(() => String, { description: 'Who applied it (name)' }) appliedBy: string;
  @Field(() => Date, { nullable: true }) appliedAt: Date | null;
  @Field(() => String, { description: 'applied, pending or failed' }) status: string;
  @Field(() => String, { nullable: true }) failureMessage: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class BillingAdjustmentConnection {
  @Field(() => [BillingAdjustmentEntry]) nodes: BillingAdjustmentEntry[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'Something in billing that needs the operator now', simpleResolvers: true })
export class BillingAlert {
  @Field(() => String, {
    description: 'suspended, overdue_past_grace, failed_charges or trials_ending',
  })
  kind: string;
  @Field(() => Int, { description: 'Clinics (or, for failed_charges, charges) concerned' }) count: number;
  @Field(() => String) message: string;
  @Field(() => SubscriptionStatusFilter, { description: 'The Subscriptions filter that lists them' })
  status: SubscriptionStatusFilter;
}

@ObjectType('OperatorBillingSummary', { description: "The Billing tab's header figures, alerts and latest payments" })
export class BillingSummary {
  @Field(() => Decimal, { description: 'Monthly recurring revenue now, from the subscription history' })
  monthlyRevenue: string;
  @Field(() => Int, { description: 'Clinics whose subscription is active' }) activeSubscriptions: number;
  @Field(() => Int, { description: 'Clinics overdue or suspended' }) overdueAccounts: number;
  @Field(() => Decimal, { description: 'What overdue and suspended clinics owe (their negative balances)' })
  outstandingTotal: string;
  @Field(() => String, {
    nullable: true,
    description: 'Successful charges in % of successful and failed ones over the last 30 days; null: none',
  })
  successRate: string | null;
  @Field(() => Int) successfulCharges: number;
  @Field(() => Int) failedCharges: number;
  @Field(() => [BillingAlert]) alerts: BillingAlert[];
  @Field(() => [PaymentHistoryEntry], { description: 'The 5 most recent payments' })
  recentPayments: PaymentHistoryEntry[];
}

@ObjectType({
  description: 'What a payment retry did: the charge made (null when nothing was owed) and the record now',
})
export class BillingPaymentRetryResult {
  @Field(() => PaymentHistoryEntry, { nullable: true }) payment: PaymentHistoryEntry | null;
  @Field(() => BillingRecord) record: BillingRecord;
}
