import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import { OperatorArea } from '../../platform/access/operator-areas';
import type { GraphQLContext } from '../../graphql-context';
import { InputError } from '../../platform/errors';
import { decodeCursor } from '../../platform/graphql/connection';
import { ProviderMatchStatus, ProviderProfileType, ProviderReviewStatus } from './provider-network.enums';
import {
  ProviderBadgesInput,
  ProviderMatchCreateInput,
  ProviderMatchUpdateInput,
  ProviderProfileInput,
  ProviderRankInput,
  ProviderReviewModerateInput,
  ProviderReviewResponseInput,
  ProviderReviewSubmitInput,
} from './provider-network.input';
import {
  ProviderMatchPage,
  ProviderMatchView,
  ProviderProfilePage,
  ProviderProfileSuggestion,
  ProviderProfileView,
  ProviderReviewInviteCheck,
  ProviderReviewInviteView,
  ProviderReviewModerationPage,
  ProviderReviewModerationView,
  ProviderReviewPage,
  ProviderReviewView,
  RankedProviderView,
} from './provider-network.type';

@Resolver()
export class ProviderNetworkResolver {
  // --- public (no sign-in) ---

  @Query(() => ProviderProfilePage, { description: 'The public provider directory (no sign-in): best rated first' })
  providerDirectory(
    @Ctx() { services }: GraphQLContext,
    @Arg('q', () => String, { nullable: true }) q?: string | null,
    @Arg('specialty', () => String, { nullable: true }) specialty?: string | null,
    @Arg('state', () => String, { nullable: true }) state?: string | null,
    @Arg('profileType', () => ProviderProfileType, { nullable: true }) profileType?: ProviderProfileType | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return services.providerProfiles.search({ q, specialty, state, profileType, first, after });
  }

  @Query(() => ProviderProfileView, { description: 'A public profile by its address (no sign-in)' })
  providerProfile(@Arg('slug') slug: string, @Ctx() { services }: GraphQLContext) {
    return services.providerProfiles.bySlug(slug);
  }

  @Query(() => ProviderReviewPage, { description: "A public profile's shown reviews, newest first (no sign-in)" })
  async providerReviews(
    @Ctx() { services }: GraphQLContext,
    @Arg('slug', () => String, { nullable: true, description: "The profile's address (required)" })
    slug?: string | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    if (after) decodeCursor(after, ['timestamptz', 'id']);
    if (!slug) throw InputError.field('slug', 'Choose a provider');
    const profile = await services.providerProfiles.bySlug(slug);
    return services.providerReviews.publicReviews(profile.id, first, after);
  }

  @Query(() => ProviderReviewInviteCheck, { description: 'Whether a one-time review link can still be used' })
  providerReviewInviteCheck(@Arg('token') token: string, @Ctx() { services }: GraphQLContext) {
    return services.providerReviews.checkInvite(token);
  }

  @Mutation(() => ProviderReviewView, { description: 'A review through a one-time link (no sign-in; rate-limited)' })
  providerReviewSubmit(
    @Arg('input', () => ProviderReviewSubmitInput) input: ProviderReviewSubmitInput,
    @Ctx() context: GraphQLContext,
  ) {
    return context.services.providerReviews.submit(input, context.meta);
  }

  @Mutation(() => Boolean, { description: 'Reports a shown review to the operator (no sign-in; rate-limited)' })
  providerReviewReport(@Arg('reviewId', () => Int) reviewId: number, @Ctx() context: GraphQLContext) {
    return context.services.providerReviews.report(reviewId, context.meta);
  }

  // --- the provider's side ---

  @Authorized()
  @Query(() => ProviderProfileView, { nullable: true, description: "Your clinic's (or your own) public profile" })
  myProviderProfile(@Ctx() { scope, services }: GraphQLContext) {
    return services.providerProfiles.mine(scope!);
  }

  @Authorized()
  @Query(() => ProviderProfileSuggestion, {
    description: 'A first name and address suggested from the clinic or attorney record',
  })
  providerProfileSuggestion(@Ctx() { scope, services }: GraphQLContext) {
    return services.providerProfiles.suggestion(scope!);
  }

  @Authorized()
  @Mutation(() => ProviderProfileView, { description: "Creates or changes your clinic's (or your own) public profile" })
  providerProfileSave(
    @Arg('input', () => ProviderProfileInput) input: ProviderProfileInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerProfiles.save(scope!, input);
  }

  @Authorized()
  @Query(() => ProviderReviewPage, { description: "The reviews of your side's profile, every state" })
  myProviderReviews(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return services.providerReviews.mine(scope!, first, after);
  }

  @Authorized()
  @Mutation(() => ProviderReviewInviteView, { description: 'A one-time review link for one of your patients' })
  providerReviewInvite(@Arg('patientId', () => Int) patientId: number, @Ctx() { scope, services }: GraphQLContext) {
    return services.providerReviews.invite(scope!, patientId);
  }

  @Authorized()
  @Mutation(() => ProviderReviewView, { description: 'Your one public response to a review of your profile' })
  providerReviewRespond(
    @Arg('input', () => ProviderReviewResponseInput) input: ProviderReviewResponseInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerReviews.respond(scope!, input);
  }

  // --- matching ---

  @Authorized()
  @Query(() => [RankedProviderView], { description: 'Public providers ranked for a need, with the reasons' })
  providerRank(@Arg('input', () => ProviderRankInput) input: ProviderRankInput, @Ctx() { services }: GraphQLContext) {
    return services.providerMatching.rank(input);
  }

  @Authorized()
  @Query(() => ProviderMatchPage, { description: 'Referrals your clinic sent, or referrals to your practice' })
  providerMatches(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('side', () => String, { nullable: true, description: 'sent (default) or received' }) side?: string | null,
    @Arg('status', () => ProviderMatchStatus, { nullable: true }) status?: ProviderMatchStatus | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return services.providerMatching.list(scope!, { side, status, first, after });
  }

  @Authorized()
  @Mutation(() => ProviderMatchView, { description: 'Refers a patient to a ranked provider (24 h to first contact)' })
  providerMatchCreate(
    @Arg('input', () => ProviderMatchCreateInput) input: ProviderMatchCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerMatching.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => ProviderMatchView, { description: 'A contact attempt or a status change on a referral' })
  providerMatchUpdate(
    @Arg('input', () => ProviderMatchUpdateInput) input: ProviderMatchUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerMatching.update(scope!, input);
  }

  // --- the operator ---

  @OperatorAreaOnly(OperatorArea.providers)
  @Query(() => [ProviderProfileView], { description: 'Every profile, public or not (the operator)' })
  providerProfilesAdmin(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('q', () => String, { nullable: true }) q?: string | null,
  ) {
    return services.providerProfiles.operatorList(scope!, q);
  }

  @OperatorAreaOnly(OperatorArea.providers)
  @Mutation(() => ProviderProfileView, { description: 'Sets the verified badge and featured flag (the operator)' })
  providerBadgesSet(
    @Arg('input', () => ProviderBadgesInput) input: ProviderBadgesInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerProfiles.setBadges(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.providers)
  @Query(() => ProviderReviewModerationPage, { description: 'Reviews by moderation state (the operator)' })
  providerReviewQueue(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('status', () => ProviderReviewStatus, { nullable: true }) status?: ProviderReviewStatus | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ) {
    return services.providerReviews.moderationQueue(scope!, status, first, after);
  }

  @OperatorAreaOnly(OperatorArea.providers)
  @Mutation(() => ProviderReviewModerationView, { description: 'Publishes or hides a review (the operator)' })
  providerReviewModerate(
    @Arg('input', () => ProviderReviewModerateInput) input: ProviderReviewModerateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ) {
    return services.providerReviews.moderate(scope!, input);
  }
}
