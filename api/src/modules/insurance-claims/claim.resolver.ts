import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { nextClaimStatuses } from './claim-transitions';
import {
  ClaimAppealInput,
  ClaimCreateInput,
  ClaimDenialInput,
  ClaimFilter,
  ClaimPaymentInput,
  ClaimUpdateInput,
} from './claim.input';
import { canWriteClaims } from './claim.policy';
import { ClaimConnection, ClaimStatusEnum, ClaimView, ClaimableLineView } from './claim.type';
import type { ClaimStatus } from './insurance-claim.enums';

@Resolver(() => ClaimView)
export class ClaimResolver {
  @Authorized()
  @Query(() => ClaimConnection, { description: 'Insurance claims in scope, newest first' })
  insuranceClaims(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => ClaimFilter, { nullable: true }) filter: ClaimFilter | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<ClaimConnection> {
    return services.claims.list(scope!, { ...filter, first, after });
  }

  @Authorized()
  @Query(() => ClaimView, { description: 'One claim (not found when out of scope)' })
  insuranceClaim(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext): Promise<ClaimView> {
    return services.claims.getById(scope!, id);
  }

  @Authorized()
  @Query(() => [ClaimableLineView], {
    description: "The case's coded bill lines not on an open or paid claim (clinic users)",
  })
  claimableLines(@Arg('caseId', () => Int) caseId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.claims.claimableLines(scope!, caseId);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: 'A draft claim from coded bill lines of the case (clinic users)' })
  insuranceClaimCreate(
    @Arg('input', () => ClaimCreateInput) input: ClaimCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.claims.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: "Changes a draft's coverage, lines, type or accident state" })
  insuranceClaimUpdate(
    @Arg('input', () => ClaimUpdateInput) input: ClaimUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.claims.update(scope!, input);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: 'Submits a draft; refused naming every element the 837P lacks' })
  insuranceClaimSubmit(@Arg('id', () => Int) id: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.claims.submit(scope!, id);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: "Records the payer's payment; posts it to the case ledger" })
  insuranceClaimRecordPayment(
    @Arg('input', () => ClaimPaymentInput) input: ClaimPaymentInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.claims.recordPayment(scope!, input);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: 'Records a denial with its reason; noted on the case ledger' })
  insuranceClaimDeny(
    @Arg('input', () => ClaimDenialInput) input: ClaimDenialInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.claims.deny(scope!, input);
  }

  @Authorized()
  @Mutation(() => ClaimView, { description: 'Appeals a denied claim with notes' })
  insuranceClaimAppeal(
    @Arg('input', () => ClaimAppealInput) input: ClaimAppealInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.claims.appeal(scope!, input);
  }

  @FieldResolver(() => [ClaimStatusEnum], { description: 'The statuses the signed-in user may move this claim to' })
  nextStatuses(@Root() claim: ClaimView, @Ctx() { scope }: GraphQLContext): readonly ClaimStatus[] {
    return scope !== null && canWriteClaims(scope) ? nextClaimStatuses(claim.status) : [];
  }
}
