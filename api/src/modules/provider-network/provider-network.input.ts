import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Email, OneOf, OptionalText, Phone, Required, RequiredText } from '../../platform/validation/rules';
import {
  ProviderMatchStatus,
  ProviderProfileType,
  ProviderReviewStatus,
  providerInsuranceTypes,
  providerSpecialties,
} from './provider-network.enums';

const httpsUrl = /^https:\/\/[^\s<>"']{3,500}$/;
/** "City, ST" or "ST". */
export const coverageAreaPattern = /^([A-Za-z][A-Za-z .'-]{0,60}, )?[A-Z]{2}$/;

@InputType({ description: 'A picture on the public page: an https URL and its alt text' })
export class ProviderImageInput {
  @Field()
  @Required('Image URL')
  @Matches(httpsUrl, { message: 'Image URL must be an https:// address' })
  url: string;

  @Field()
  @RequiredText('Image description', 200)
  alt: string;
}

@InputType({ description: 'A social network link on the public page' })
export class ProviderSocialLinkInput {
  @Field({ description: 'facebook, instagram, linkedin, x, youtube' })
  @OneOf('Network', ['facebook', 'instagram', 'linkedin', 'x', 'youtube'])
  network: string;

  @Field()
  @Required('Link')
  @Matches(httpsUrl, { message: 'Link must be an https:// address' })
  url: string;
}

@InputType({ description: 'A public profile as its owner edits it (ratings, outcomes and badges are not typed in)' })
export class ProviderProfileInput {
  @Field({ description: 'Shown in the public directory and at /providers/{slug}' })
  @IsBoolean({ message: 'Public must be true or false' })
  isPublic: boolean;

  @Field({ description: 'Lowercase letters, digits and hyphens, e.g. northside-chiropractic' })
  @Required('Address (slug)')
  @MaxLength(80, { message: 'Address (slug) must be at most 80 characters' })
  @Matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    message: 'Address (slug) may use lowercase letters, digits and single hyphens, e.g. northside-chiropractic',
  })
  profileSlug: string;

  @Field()
  @RequiredText('Display name', 120)
  displayName: string;

  @Field(() => [String], { description: `Any of: ${providerSpecialties.join(', ')}` })
  @IsArray({ message: 'Specializations must be a list' })
  @ArrayMaxSize(13, { message: 'Choose at most 13 specializations' })
  @IsIn(providerSpecialties as unknown as string[], {
    each: true,
    message: `Each specialization must be one of: ${providerSpecialties.join(', ')}`,
  })
  specializations: string[];

  @Field(() => [String], { description: '"City, ST" or "ST" entries, e.g. "Springfield, IL" or "IL"' })
  @IsArray({ message: 'Coverage areas must be a list' })
  @ArrayMaxSize(30, { message: 'List at most 30 coverage areas' })
  @Matches(coverageAreaPattern, {
    each: true,
    message: 'Each coverage area must be "City, ST" or "ST", e.g. "Springfield, IL"',
  })
  coverageAreas: string[];

  @Field(() => String, { nullable: true })
  @OptionalText('Bio', 4000)
  bio?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Years of experience must be a whole number' })
  @Min(0, { message: 'Years of experience must be between 0 and 80' })
  @Max(80, { message: 'Years of experience must be between 0 and 80' })
  yearsExperience?: number | null;

  @Field(() => [String], { description: 'e.g. English, Spanish' })
  @IsArray({ message: 'Languages must be a list' })
  @ArrayMaxSize(20, { message: 'List at most 20 languages' })
  @Matches(/^[A-Za-z][A-Za-z -]{1,39}$/, { each: true, message: 'Each language must be a name, e.g. Spanish' })
  languagesSpoken: string[];

  @Field(() => [String], { description: `Any of: ${providerInsuranceTypes.join(', ')}` })
  @IsArray({ message: 'Accepted insurance must be a list' })
  @IsIn(providerInsuranceTypes as unknown as string[], {
    each: true,
    message: `Each accepted insurance must be one of: ${providerInsuranceTypes.join(', ')}`,
  })
  acceptedInsurance: string[];

  @Field({ description: 'Takes new patients or clients now (matching counts it)' })
  @IsBoolean({ message: 'Accepting new patients must be true or false' })
  acceptingNewPatients: boolean;

  @Field(() => [ProviderImageInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'Images must be a list' })
  @ArrayMaxSize(6, { message: 'Add at most 6 images' })
  @ValidateNested({ each: true })
  images?: ProviderImageInput[] | null;

  @Field(() => String, { nullable: true, description: 'The page title for search engines (default: the name)' })
  @OptionalText('SEO title', 70)
  seoTitle?: string | null;

  @Field(() => String, { nullable: true, description: 'The description search engines show (at most 160 characters)' })
  @OptionalText('SEO description', 160)
  seoDescription?: string | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'SEO keywords must be a list' })
  @ArrayMaxSize(15, { message: 'List at most 15 SEO keywords' })
  @IsString({ each: true, message: 'Each SEO keyword must be text' })
  @MaxLength(40, { each: true, message: 'Each SEO keyword must be at most 40 characters' })
  seoKeywords?: string[] | null;

  @Field(() => String, { nullable: true })
  @Phone('Public phone')
  publicPhone?: string | null;

  @Field(() => String, { nullable: true })
  @Email('Public email')
  publicEmail?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(httpsUrl, { message: 'Website must be an https:// address' })
  website?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('City', 80)
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[A-Z]{2}$/, { message: 'State must be a two-letter code, e.g. IL' })
  state?: string | null;

  @Field(() => [ProviderSocialLinkInput], { nullable: true })
  @IsOptional()
  @IsArray({ message: 'Social links must be a list' })
  @ArrayMaxSize(5, { message: 'Add at most 5 social links' })
  @ValidateNested({ each: true })
  socialLinks?: ProviderSocialLinkInput[] | null;
}

@InputType({ description: "The operator's badges on a profile" })
export class ProviderBadgesInput {
  @Field(() => Int)
  @Required('Profile')
  @IsInt({ message: 'Profile must be a whole number' })
  profileId: number;

  @Field()
  @IsBoolean({ message: 'Verified must be true or false' })
  verifiedBadge: boolean;

  @Field()
  @IsBoolean({ message: 'Featured must be true or false' })
  featuredProvider: boolean;
}

@InputType({ description: 'A review written through a one-time link' })
export class ProviderReviewSubmitInput {
  @Field({ description: 'The token of the one-time link' })
  @Required('Review link')
  @MaxLength(100, { message: 'The review link is not valid' })
  token: string;

  @Field(() => Int, { description: '1 to 5 stars' })
  @Required('Rating')
  @IsInt({ message: 'Rating must be a whole number of stars from 1 to 5' })
  @Min(1, { message: 'Rating must be from 1 to 5 stars' })
  @Max(5, { message: 'Rating must be from 1 to 5 stars' })
  rating: number;

  @Field(() => String, { nullable: true })
  @OptionalText('Title', 120)
  reviewTitle?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Review', 4000)
  reviewContent?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Would recommend must be true or false' })
  wouldRecommend?: boolean | null;

  @Field(() => String, { nullable: true, description: 'e.g. Settled, Still treating' })
  @OptionalText('Outcome', 120)
  caseOutcome?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Show my full name (default: first name and initial)' })
  @IsOptional()
  @IsBoolean({ message: 'Show full name must be true or false' })
  showFullName?: boolean | null;
}

@InputType({ description: "The provider's one public answer to a review" })
export class ProviderReviewResponseInput {
  @Field(() => Int)
  @Required('Review')
  @IsInt({ message: 'Review must be a whole number' })
  reviewId: number;

  @Field()
  @RequiredText('Response', 2000)
  response: string;
}

@InputType({ description: "The operator's decision on a review" })
export class ProviderReviewModerateInput {
  @Field(() => Int)
  @Required('Review')
  @IsInt({ message: 'Review must be a whole number' })
  reviewId: number;

  @Field(() => ProviderReviewStatus, { description: 'published (keep or restore) or hidden' })
  @OneOf('Decision', [ProviderReviewStatus.published, ProviderReviewStatus.hidden])
  status: ProviderReviewStatus;

  @Field(() => String, { nullable: true })
  @OptionalText('Reason', 500)
  reason?: string | null;
}

@InputType({ description: 'What a patient or an intake needs (the matching service takes the same)' })
export class ProviderRankInput {
  @Field({ description: `One of: ${providerSpecialties.join(', ')}` })
  @OneOf('Specialty', providerSpecialties)
  specialty: string;

  @Field(() => String, { nullable: true })
  @OptionalText('City', 80)
  city?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code, e.g. IL' })
  state?: string | null;

  @Field(() => String, { nullable: true, description: `One of: ${providerInsuranceTypes.join(', ')}` })
  @OneOf('Insurance type', providerInsuranceTypes, { required: false })
  insuranceType?: string | null;

  @Field(() => ProviderProfileType, { nullable: true })
  @OneOf('Provider type', [ProviderProfileType.clinic, ProviderProfileType.attorney], { required: false })
  profileType?: ProviderProfileType | null;

  @Field(() => String, { nullable: true, description: 'A language the person prefers, e.g. Spanish' })
  @IsOptional()
  @Matches(/^[A-Za-z][A-Za-z -]{1,39}$/, { message: 'Language must be a name, e.g. Spanish' })
  language?: string | null;
}

@InputType({ description: "A clinic's referral of its patient to a ranked provider" })
export class ProviderMatchCreateInput extends ProviderRankInput {
  @Field(() => Int)
  @Required('Provider')
  @IsInt({ message: 'Provider must be a whole number' })
  matchedProviderId: number;

  @Field(() => Int)
  @Required('Patient')
  @IsInt({ message: 'Patient must be a whole number' })
  patientId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Case must be a whole number' })
  caseId?: number | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Notes', 2000)
  notes?: string | null;
}

@InputType({ description: 'A contact attempt or a status change on a match' })
export class ProviderMatchUpdateInput {
  @Field(() => Int)
  @Required('Match')
  @IsInt({ message: 'Match must be a whole number' })
  matchId: number;

  @Field(() => ProviderMatchStatus, { nullable: true, description: 'contacted, scheduled, declined or expired' })
  @OneOf(
    'Status',
    [
      ProviderMatchStatus.contacted,
      ProviderMatchStatus.scheduled,
      ProviderMatchStatus.declined,
      ProviderMatchStatus.expired,
    ],
    { required: false },
  )
  status?: ProviderMatchStatus | null;

  @Field({ description: 'Counts one contact attempt (a call, an e-mail, a message) now' })
  @IsBoolean({ message: 'Contact attempt must be true or false' })
  contactAttempt: boolean;

  @Field(() => Date, { nullable: true, description: 'The appointment, when scheduled' })
  @IsOptional()
  scheduledDate?: Date | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Notes', 2000)
  notes?: string | null;
}
