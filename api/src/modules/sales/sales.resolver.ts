import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import type { HistoryRange } from '../billing-controls/history-range';
import {
  SalesLeadFromWaitlistInput,
  SalesLeadUpdateInput,
  SalesPayoutInput,
  SalesRepresentativeInput,
} from './sales.input';
import {
  SalesCommissionRange,
  SalesCommissionView,
  SalesLeadView,
  SalesPayoutView,
  SalesRepresentativeView,
  SalesSummary,
} from './sales.types';

/** The operator's sales commission area (super admin only): the same services as /api/admin/sales. */
@Resolver()
export class SalesResolver {
  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => SalesSummary, { description: "The Sales page's cards, each with its change from last month" })
  salesSummary(@Ctx() { scope, services }: GraphQLContext): Promise<SalesSummary> {
    return services.salesSummary.summary(scope!);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => [SalesRepresentativeView], { description: 'The sales team, active first, with their figures' })
  salesRepresentatives(@Ctx() { scope, services }: GraphQLContext): Promise<SalesRepresentativeView[]> {
    return services.salesRepresentatives.list(scope!);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => [SalesCommissionView], { description: 'Commissions by sale date in the period, newest first' })
  salesCommissions(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('range', () => SalesCommissionRange, { defaultValue: 'month' }) range: HistoryRange,
  ): Promise<SalesCommissionView[]> {
    return services.salesCommissions.list(scope!, range);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => [SalesCommissionView], { description: 'The 5 most recent sales' })
  salesRecentSales(@Ctx() { scope, services }: GraphQLContext): Promise<SalesCommissionView[]> {
    return services.salesCommissions.recent(scope!);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => [SalesLeadView], { description: 'The pipeline: open stages first, best score first' })
  salesLeads(@Ctx() { scope, services }: GraphQLContext): Promise<SalesLeadView[]> {
    return services.salesLeads.list(scope!);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Query(() => [SalesPayoutView], { description: 'Payouts, newest first' })
  salesPayouts(@Ctx() { scope, services }: GraphQLContext): Promise<SalesPayoutView[]> {
    return services.salesCommissions.payouts(scope!);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesRepresentativeView, { description: 'Adds a sales representative (audited)' })
  salesRepresentativeCreate(
    @Arg('input', () => SalesRepresentativeInput) input: SalesRepresentativeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesRepresentativeView> {
    return services.salesRepresentatives.create(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesRepresentativeView, { description: 'Edits a sales representative (audited)' })
  salesRepresentativeUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SalesRepresentativeInput) input: SalesRepresentativeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesRepresentativeView> {
    return services.salesRepresentatives.update(scope!, id, input);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesCommissionView, { description: 'Approve: pending -> approved (audited)' })
  salesCommissionApprove(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesCommissionView> {
    return services.salesCommissions.approve(scope!, id);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesPayoutView, {
    description: "Process Payout: pays the rep's approved commissions, netting clawbacks",
  })
  salesPayoutProcess(
    @Arg('input', () => SalesPayoutInput) input: SalesPayoutInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesPayoutView> {
    return services.salesCommissions.processPayout(scope!, input.salesRepId);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesLeadView, { description: 'Turns a waitlist signup into a lead, keeping the link (once)' })
  salesLeadFromWaitlist(
    @Arg('input', () => SalesLeadFromWaitlistInput) input: SalesLeadFromWaitlistInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesLeadView> {
    return services.salesLeads.fromWaitlist(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.sales)
  @Mutation(() => SalesLeadView, { description: 'Edits a lead; won links the clinic it became and records its rep' })
  salesLeadUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SalesLeadUpdateInput) input: SalesLeadUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesLeadView> {
    return services.salesLeads.update(scope!, id, input);
  }
}
