import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { Role } from '../../platform/access/role';
import { UnauthenticatedError } from '../../platform/errors';
import { FundingFundedInput, FundingPartnerInput, FundingRequestInput } from './funding.input';
import { fundingAbilities } from './funding.policy';
import {
  CaseFundingView,
  FundingPartnerOption,
  FundingPartnerView,
  FundingRequestAbilities,
  FundingRequestSent,
  FundingRequestView,
} from './funding.type';

/** Funding partners (the operator) and a case's funding requests (its attorney; the operator reads). */
@Resolver(() => FundingRequestView)
export class FundingResolver {
  @OperatorAreaOnly(OperatorArea.funding)
  @Query(() => [FundingPartnerView], { description: 'Every funding partner, active first, with computed figures' })
  fundingPartners(@Ctx() { scope, services }: GraphQLContext): Promise<FundingPartnerView[]> {
    return services.funding.partners(scope!);
  }

  @Authorized(Role.attorney, Role.super_admin)
  @Query(() => [FundingPartnerOption], { description: 'The active partners a requester may choose' })
  fundingPartnerOptions(@Ctx() { scope, services }: GraphQLContext): Promise<FundingPartnerOption[]> {
    return services.funding.partnerOptions(scope!);
  }

  @OperatorAreaOnly(OperatorArea.funding)
  @Mutation(() => FundingPartnerView, { description: 'Adds a funding partner (its API key sealed; audited)' })
  fundingPartnerCreate(
    @Arg('input', () => FundingPartnerInput) input: FundingPartnerInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingPartnerView> {
    return services.funding.createPartner(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.funding)
  @Mutation(() => FundingPartnerView, { description: 'Edits a funding partner (audited)' })
  fundingPartnerUpdate(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FundingPartnerInput) input: FundingPartnerInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingPartnerView> {
    return services.funding.updatePartner(scope!, id, input);
  }

  @Authorized()
  @Query(() => CaseFundingView, {
    description: "A case's funding: the verified packet now and its requests (the case's attorney and the operator)",
  })
  caseFunding(
    @Arg('caseId', () => Int) caseId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<CaseFundingView> {
    return services.funding.caseFunding(scope!, caseId);
  }

  @Authorized()
  @Query(() => FundingRequestView)
  fundingRequest(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestView> {
    return services.funding.get(scope!, id);
  }

  @Authorized()
  @Mutation(() => FundingRequestView, { description: "The case's attorney drafts a request from the verified packet" })
  fundingRequestCreate(
    @Arg('input', () => FundingRequestInput) input: FundingRequestInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestView> {
    return services.funding.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => FundingRequestSent, {
    description: "Submits a pending request: the partner's one-time link is returned this once",
  })
  fundingRequestSubmit(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestSent> {
    return services.funding.submit(scope!, id);
  }

  @Authorized()
  @Mutation(() => FundingRequestSent, {
    description: 'A new partner link for a submitted request; the old one stops opening',
  })
  fundingRequestRenewLink(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestSent> {
    return services.funding.renewLink(scope!, id);
  }

  @Authorized()
  @Mutation(() => FundingRequestView, { description: "Asks the partner's quote API for an instant quote" })
  fundingRequestQuote(
    @Arg('id', () => Int) id: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestView> {
    return services.funding.quote(scope!, id);
  }

  @Authorized()
  @Mutation(() => FundingRequestView, { description: 'Records the funds received on an approved request' })
  fundingRequestRecordFunded(
    @Arg('input', () => FundingFundedInput) input: FundingFundedInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<FundingRequestView> {
    return services.funding.recordFunded(scope!, input);
  }

  @Subscription(() => FundingRequestView, {
    description:
      "A case's funding requests as they change (the partner's answer through its link, the attorney's moves), for those who read them",
    subscribe: ({ args, context }) => {
      const { scope, services } = context as GraphQLContext;
      if (!scope) throw new UnauthenticatedError();
      return services.funding.subscribe(scope, (args as { caseId: number }).caseId);
    },
  })
  fundingRequestChanged(
    @Root() request: FundingRequestView,
    @Arg('caseId', () => Int) _caseId: number,
  ): FundingRequestView {
    return request;
  }

  @FieldResolver(() => FundingRequestAbilities)
  abilities(@Root() request: FundingRequestView, @Ctx() { scope }: GraphQLContext): FundingRequestAbilities {
    return fundingAbilities(scope, request);
  }
}
