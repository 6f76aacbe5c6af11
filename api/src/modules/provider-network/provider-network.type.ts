import { Field, Float, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { ProviderMatchStatus, ProviderProfileType, ProviderReviewStatus } from './provider-network.enums';

@ObjectType()
export class ProviderImage {
  @Field() url: string;
  @Field() alt: string;
}

@ObjectType()
export class ProviderSocialLink {
  @Field() network: string;
  @Field() url: string;
}

@ObjectType({ description: 'A public profile as anyone may read it (only while public)' })
export class ProviderProfileView {
  @Field(() => Int) id: number;
  @Field() profileSlug: string;
  @Field() displayName: string;
  @Field(() => ProviderProfileType) profileType: ProviderProfileType;
  @Field() isPublic: boolean;
  @Field(() => [String]) specializations: string[];
  @Field(() => [String]) coverageAreas: string[];
  @Field(() => [ProviderImage]) images: ProviderImage[];
  @Field(() => String, { nullable: true }) bio: string | null;
  @Field(() => Int, { nullable: true }) yearsExperience: number | null;
  @Field(() => [String]) languagesSpoken: string[];
  @Field(() => [String]) acceptedInsurance: string[];
  @Field() acceptingNewPatients: boolean;
  @Field(() => Float, { nullable: true, description: 'Mean of the published reviews (null without reviews)' })
  averageRating: number | null;
  @Field(() => Int) reviewCount: number;
  @Field(() => Float, {
    nullable: true,
    description: 'Percent of closed cases settled with an amount (from the record)',
  })
  successRate: number | null;
  @Field(() => Int, { nullable: true, description: "Mean days from a case's opening to its close (from the record)" })
  averageSettlementTime: number | null;
  @Field(() => Int, { description: 'Closed cases behind the two figures above' }) closedCaseCount: number;
  @Field() verifiedBadge: boolean;
  @Field() featuredProvider: boolean;
  @Field(() => String, { nullable: true }) seoTitle: string | null;
  @Field(() => String, { nullable: true }) seoDescription: string | null;
  @Field(() => [String]) seoKeywords: string[];
  @Field(() => String, { nullable: true }) publicPhone: string | null;
  @Field(() => String, { nullable: true }) publicEmail: string | null;
  @Field(() => String, { nullable: true }) website: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => [ProviderSocialLink]) socialLinks: ProviderSocialLink[];
  @Field() updatedAt: Date;
}

@ObjectType()
export class ProviderProfilePage {
  @Field(() => [ProviderProfileView]) nodes: ProviderProfileView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A review as the public page shows it (never the e-mail)' })
export class ProviderReviewView {
  @Field(() => Int) id: number;
  @Field(() => Int) profileId: number;
  @Field({ description: 'First name and initial unless the reviewer chose the full name' }) reviewerName: string;
  @Field(() => Int) rating: number;
  @Field(() => String, { nullable: true }) reviewTitle: string | null;
  @Field(() => String, { nullable: true }) reviewContent: string | null;
  @Field() isVerified: boolean;
  @Field(() => String, { nullable: true }) caseOutcome: string | null;
  @Field(() => Boolean, { nullable: true }) wouldRecommend: boolean | null;
  @Field(() => String, { nullable: true }) responseFromProvider: string | null;
  @Field(() => Date, { nullable: true }) responseDate: Date | null;
  @Field(() => Int) helpfulVotes: number;
  @Field(() => ProviderReviewStatus) moderationStatus: ProviderReviewStatus;
  @Field() createdAt: Date;
}

@ObjectType()
export class ProviderReviewPage {
  @Field(() => [ProviderReviewView]) nodes: ProviderReviewView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A review in the operator console: which profile, how often reported' })
export class ProviderReviewModerationView extends ProviderReviewView {
  @Field() profileName: string;
  @Field() profileSlug: string;
  @Field(() => Int) reportCount: number;
  @Field() isPublished: boolean;
  @Field(() => Date, { nullable: true }) moderatedAt: Date | null;
}

@ObjectType()
export class ProviderReviewModerationPage {
  @Field(() => [ProviderReviewModerationView]) nodes: ProviderReviewModerationView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A one-time review link, shown once to the provider who made it' })
export class ProviderReviewInviteView {
  @Field(() => Int) id: number;
  @Field({ description: 'The link to give the patient (shown once; only its hash is kept)' }) link: string;
  @Field() expiresAt: Date;
  @Field({ description: 'Whether it was also e-mailed to the patient' }) emailed: boolean;
}

@ObjectType({ description: 'What the review page shows before the patient writes (no patient data)' })
export class ProviderReviewInviteCheck {
  @Field() valid: boolean;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field(() => String, { nullable: true }) displayName: string | null;
  @Field(() => String, { nullable: true, description: 'First name and initial, as the review would show it' })
  shortName: string | null;
}

@ObjectType({ description: 'One reason of a match score' })
export class MatchReasonView {
  @Field({ description: 'specialty, coverage_area, insurance, language, rating, capacity' }) factor: string;
  @Field(() => Int) points: number;
  @Field(() => Int) max: number;
  @Field() detail: string;
}

@ObjectType({ description: 'A ranked public provider: its score 0-100 and the reasons' })
export class RankedProviderView {
  @Field(() => ProviderProfileView) profile: ProviderProfileView;
  @Field(() => Int) score: number;
  @Field(() => [MatchReasonView]) reasons: MatchReasonView[];
}

@ObjectType({ description: 'A referral of a patient to a matched provider, with its SLA' })
export class ProviderMatchView {
  @Field(() => Int) id: number;
  @Field({ description: 'sent (your clinic referred) or received (your practice was matched)' }) side: string;
  @Field(() => Int, { nullable: true, description: 'Only for the referring clinic' }) patientId: number | null;
  @Field(() => String, { nullable: true, description: 'Only for the referring clinic' }) patientName: string | null;
  @Field(() => Int, { nullable: true, description: 'Only for the referring clinic' }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field() requestedSpecialty: string;
  @Field(() => String, { nullable: true }) location: string | null;
  @Field(() => String, { nullable: true }) insuranceType: string | null;
  @Field(() => Int) matchedProviderId: number;
  @Field() matchedProviderName: string;
  @Field() matchedProviderSlug: string;
  @Field(() => Int) matchScore: number;
  @Field(() => [MatchReasonView]) matchCriteria: MatchReasonView[];
  @Field() appointmentScheduled: boolean;
  @Field(() => Date, { nullable: true }) scheduledDate: Date | null;
  @Field(() => Int) contactAttempts: number;
  @Field(() => Date, { nullable: true }) lastContactDate: Date | null;
  @Field(() => Int, { nullable: true, description: 'Minutes to the first contact' }) responseTime: number | null;
  @Field(() => ProviderMatchStatus) status: ProviderMatchStatus;
  @Field() slaDeadline: Date;
  @Field({ description: 'The first contact is late (or was)' }) slaMissed: boolean;
  @Field(() => String, { nullable: true, description: 'Only for the referring clinic' }) notes: string | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class ProviderMatchPage {
  @Field(() => [ProviderMatchView]) nodes: ProviderMatchView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType({ description: 'A first display name and address for a new profile' })
export class ProviderProfileSuggestion {
  @Field() displayName: string;
  @Field() profileSlug: string;
}
