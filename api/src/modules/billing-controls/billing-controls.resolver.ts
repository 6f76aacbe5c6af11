import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { BillingAdjustmentInput, BillingCancelInput } from './billing-controls.input';
import {
  BillingAdjustmentConnection,
  BillingAdjustmentEntry,
  BillingRecord,
  BillingRecordConnection,
  BillingSummary,
  PaymentHistoryConnection,
  BillingPaymentRetryResult,
  PaymentHistoryRange,
  SubscriptionStatusFilter,
} from './billing-controls.types';
import type { HistoryRange } from './history-range';
import { SearchArgs } from '../../platform/graphql/search-args';

/** The operator's Billing tab (super admin only). */
@Resolver()
export class BillingControlsResolver {
  @OperatorAreaOnly(OperatorArea.billing)
  @Query(() => BillingSummary, { description: 'Header figures, critical alerts and the 5 most recent payments' })
  operatorBillingSummary(@Ctx() { scope, services }: GraphQLContext): Promise<BillingSummary> {
    return services.billingControls.summary(scope!);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Query(() => BillingRecordConnection, {
    description: 'One billing record per clinic, by clinic name; search keeps the clinics whose name contains it',
  })
  billingRecords(
    @Ctx() { scope, services }: GraphQLContext,
    @Args() { search }: SearchArgs,
    @Arg('status', () => SubscriptionStatusFilter, { nullable: true }) status?: SubscriptionStatusFilter | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<BillingRecordConnection> {
    return services.billingControls.records(scope!, status, first, after, search ?? null);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Query(() => PaymentHistoryConnection, { description: 'Charges and refunds of the period, newest first' })
  paymentHistory(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('range', () => PaymentHistoryRange, { defaultValue: 'month', description: 'This Month unless given' })
    range: HistoryRange,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<PaymentHistoryConnection> {
    return services.billingControls.history(scope!, range, first, after);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Query(() => BillingAdjustmentConnection, { description: 'Past adjustments, newest first' })
  billingAdjustments(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<BillingAdjustmentConnection> {
    return services.billingControls.adjustments(scope!, first, after);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Mutation(() => BillingAdjustmentEntry, {
    description: 'Applies a credit, debit or refund (audited); the same requestKey twice applies once',
  })
  billingAdjustmentApply(
    @Arg('input', () => BillingAdjustmentInput) input: BillingAdjustmentInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingAdjustmentEntry> {
    return services.billingActions.applyAdjustment(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Mutation(() => BillingRecord, { description: 'Cancels the subscription at once: open invoices voided, no renewal' })
  billingSubscriptionCancel(
    @Arg('clinicId', () => Int) clinicId: number,
    @Arg('input', () => BillingCancelInput, { nullable: true }) input: BillingCancelInput | null,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingRecord> {
    return services.billingActions.cancelSubscription(scope!, clinicId, input?.reason);
  }

  @OperatorAreaOnly(OperatorArea.billing)
  @Mutation(() => BillingPaymentRetryResult, { description: "Charges the clinic's open invoices now with its card" })
  billingPaymentRetry(
    @Arg('clinicId', () => Int) clinicId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<BillingPaymentRetryResult> {
    return services.billingActions.retryPayment(scope!, clinicId);
  }
}
