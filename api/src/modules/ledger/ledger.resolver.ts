import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { UnauthenticatedError } from '../../platform/errors';
import type { GraphQLContext } from '../../graphql-context';
import {
  LedgerCloseInput,
  LedgerPaymentInput,
  ReductionRequestInput,
  ReductionRespondInput,
  SettlementRecordInput,
} from './ledger.input';
import { ledgerAbilities } from './ledger.policy';
import { CaseLedgerAbilities, CaseLedgerView } from './ledger.type';

@Resolver(() => CaseLedgerView)
export class LedgerResolver {
  @Authorized()
  @Query(() => CaseLedgerView, {
    description: "A case's lien ledger, seen alike by the clinic and the case's attorney",
  })
  caseLedger(
    @Arg('caseId', () => Int) caseId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.ledger.get(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => CaseLedgerView, { description: "The case's attorney asks the clinic to reduce the balance" })
  reductionRequest(
    @Arg('input', () => ReductionRequestInput) input: ReductionRequestInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.reductions.requestReduction(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseLedgerView, {
    description:
      'Answers the open reduction request: the clinic accepts, rejects or counters; the attorney accepts or rejects a counter, or withdraws',
  })
  reductionRespond(
    @Arg('input', () => ReductionRespondInput) input: ReductionRespondInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.reductions.respondToReduction(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseLedgerView, { description: "The case's attorney records the settlement" })
  settlementRecord(
    @Arg('input', () => SettlementRecordInput) input: SettlementRecordInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.ledger.recordSettlement(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseLedgerView, { description: 'The clinic records a payment received on the case' })
  ledgerPaymentRecord(
    @Arg('input', () => LedgerPaymentInput) input: LedgerPaymentInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.ledger.recordPayment(scope!, input);
  }

  @Authorized()
  @Mutation(() => CaseLedgerView, { description: 'The clinic closes the ledger, writing off any balance left' })
  ledgerClose(
    @Arg('input', () => LedgerCloseInput) input: LedgerCloseInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseLedgerView> {
    return services.ledger.close(scope!, input);
  }

  @Subscription(() => CaseLedgerView, {
    description: "A case's ledger each time something is posted or a reduction moves",
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.ledger.subscribe(scope, (args as { caseId: number }).caseId);
    },
  })
  caseLedgerChanged(@Root() ledger: CaseLedgerView, @Arg('caseId', () => Int) _caseId: number): CaseLedgerView {
    return ledger;
  }

  @FieldResolver(() => CaseLedgerAbilities)
  abilities(@Root() ledger: CaseLedgerView, @Ctx() { scope }: GraphQLContext): CaseLedgerAbilities {
    return ledgerAbilities(scope, ledger);
  }
}
