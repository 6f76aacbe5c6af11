import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { UnauthenticatedError } from '../../platform/errors';
import { SettlementConfirmInput, SettlementDisputeInput, SettlementStatementInput } from './settlement.input';
import { settlementAbilities } from './settlement.policy';
import { CaseSettlementView, SettlementAbilities } from './settlement.type';

@Resolver(() => CaseSettlementView)
export class SettlementResolver {
  @Authorized()
  @Query(() => CaseSettlementView, {
    description: "A case's settlement: the disbursement statement and its versions, for the clinic and the attorney",
  })
  caseSettlement(
    @Arg('caseId', () => Int) caseId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseSettlementView> {
    return services.settlement.get(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => CaseSettlementView, {
    description: "The case's attorney records the disbursement statement, or revises the one awaiting the clinic",
  })
  settlementStatementRecord(
    @Arg('input', () => SettlementStatementInput) input: SettlementStatementInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseSettlementView> {
    return services.settlement.record(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseSettlementView, {
    description:
      "The case's clinic confirms its line: the payment and the write-off are posted, the ledger and the case close",
  })
  settlementStatementConfirm(
    @Arg('input', () => SettlementConfirmInput) input: SettlementConfirmInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseSettlementView> {
    return services.settlement.confirm(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseSettlementView, { description: "The case's clinic disputes its line, with a reason" })
  settlementStatementDispute(
    @Arg('input', () => SettlementDisputeInput) input: SettlementDisputeInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseSettlementView> {
    return services.settlement.dispute(scope!, input);
  }

  @Subscription(() => CaseSettlementView, {
    description: "A case's settlement each time its statement is recorded, revised, confirmed or disputed",
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.settlement.subscribe(scope, (args as { caseId: number }).caseId);
    },
  })
  caseSettlementChanged(
    @Root() settlement: CaseSettlementView,
    @Arg('caseId', () => Int) _caseId: number,
  ): CaseSettlementView {
    return settlement;
  }

  @FieldResolver(() => SettlementAbilities)
  abilities(@Root() settlement: CaseSettlementView, @Ctx() { scope }: GraphQLContext): SettlementAbilities {
    return settlementAbilities(scope, settlement);
  }
}
