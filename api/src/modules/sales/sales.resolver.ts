import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../platform/access/role';
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
  @Authorized(Role.super_admin)
  @Query(() => SalesSummary, { description: "The Sales page's cards, each with its change from last month" })
  salesSummary(@Ctx() { scope, services }: GraphQLContext): Promise<SalesSummary> {
    return services.salesSummary.summary(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => [SalesRepresentativeView], { description: 'The sales team, active first, with their figures' })
  salesRepresentatives(@Ctx() { scope, services }: GraphQLContext): Promise<SalesRepresentativeView[]> {
    return services.salesRepresentatives.list(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => [SalesCommissionView], { description: 'Commissions by sale date in the period, newest first' })
  salesCommissions(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('range', () => SalesCommissionRange, { defaultValue: 'month' }) range: HistoryRange,
  ): Promise<SalesCommissionView[]> {
    return services.salesCommissions.list(scope!, range);
  }

  @Authorized(Role.super_admin)
  @Query(() => [SalesCommissionView], { description: 'The 5 most recent sales' })
  salesRecentSales(@Ctx() { scope, services }: GraphQLContext): Promise<SalesCommissionView[]> {
    return services.salesCommissions.recent(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => [SalesLeadView], { description: 'The pipeline: open stages first, best score first' })
  salesLeads(@Ctx() { scope, services }: GraphQLContext): Promise<SalesLeadView[]> {
    return services.salesLeads.list(scope!);
  }

  @Authorized(Role.super_admin)
  @Query(() => [SalesPayoutView], { description: 'Payouts, newest first' })
  salesPayouts(@Ctx() { scope, services }: GraphQLContext): Promise<SalesPayoutView[]> {
    return services.salesCommissions.payouts(scope!);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesRepresentativeView, { description: 'Adds a sales representative (audited)' })
  salesRepresentativeCreate(
    @Arg('input', () => SalesRepresentativeInput) input: SalesRepresentativeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesRepresentativeView> {
    return services.salesRepresentatives.create(scope!, input);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesRepresentativeView, { description: 'Edits a sales representative (audited)' })
  salesRepresentativeUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SalesRepresentativeInput) input: SalesRepresentativeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesRepresentativeView> {
    return services.salesRepresentatives.update(scope!, id, input);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesCommissionView, { description: 'Approve: pending -> approved (audited)' })
  salesCommissionApprove(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesCommissionView> {
    return services.salesCommissions.approve(scope!, id);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesPayoutView, {
    description: "Process Payout: pays the rep's approved commissions, netting clawbacks",
  })
  salesPayoutProcess(
    @Arg('input', () => SalesPayoutInput) input: SalesPayoutInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesPayoutView> {
    return services.salesCommissions.processPayout(scope!, input.salesRepId);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesLeadView, { description: 'Turns a waitlist signup into a lead, keeping the link (once)' })
  salesLeadFromWaitlist(
    @Arg('input', () => SalesLeadFromWaitlistInput) input: SalesLeadFromWaitlistInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesLeadView> {
    return services.salesLeads.fromWaitlist(scope!, input);
  }

  @Authorized(Role.super_admin)
  @Mutation(() => SalesLeadView, { description: 'Edits a lead; won links the clinic it became and records its rep' })
  salesLeadUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SalesLeadUpdateInput) input: SalesLeadUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<SalesLeadView> {
    return services.salesLeads.update(scope!, id, input);
  }
}
