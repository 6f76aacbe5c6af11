import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  Max,
  Matches,
  MaxLength,
  Min,
  registerDecorator,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  Email,
  MoneyAmount,
  OneOf,
  OptionalText,
  PastDate,
  Phone,
  PositiveMoneyAmount,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import { FundingShare, FundingUrgency, fundingShares, fundingTypes, fundingUrgencies } from './funding.enums';

/**
 * No fee or payment tied to referrals (decision 384): no field carries one, and free text that offers
 * or asks for one (a referral fee, a finder's fee, a kickback, a commission per case sent) is refused.
 */
export const referralCompensationPattern =
  /\b(referral|referring|finder'?s?)[\s-]*(fees?|bonus(es)?|commissions?|payments?|rewards?|kickbacks?)\b|\bkick-?backs?\b|\b(fee|commission|payment|bonus)\s+(for|per)\s+(each\s+|every\s+)?(referral|referred|case\s+sent|client\s+sent)/i;

export function NoReferralCompensation(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'noReferralCompensation',
      target: target.constructor,
      propertyName: String(key),
      options: {
        message: `${label} cannot offer or ask for a fee or payment tied to referrals: Casebridge does not allow it`,
      },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !referralCompensationPattern.test(value),
      },
    });
}

/** An http(s) address (no credentials), for a partner's website or quote API. */
export function WebAddress(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'webAddress',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be an http or https address without a user name or password` },
      validator: {
        validate: (value: unknown) => {
          if (value === null || value === undefined || value === '') return true;
          if (typeof value !== 'string' || value.length > 2000) return false;
          try {
            const url = new URL(value);
            return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
          } catch {
            return false;
          }
        },
      },
    });
}

/** A rate in percent: 0 up to (not including) 100, at most 2 decimals. */
function Rate(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'rate',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be from 0 to less than 100 percent, with at most 2 decimals` },
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || (typeof value === 'string' && /^\d{1,2}(\.\d{1,2})?$/.test(value)),
      },
    });
}

@InputType({ description: "The operator's record of a funding partner (no referral fee field exists: decision 384)" })
export class FundingPartnerInput {
  @Field(() => String) @RequiredText('Company name', 200) @NoReferralCompensation('Company name') companyName: string;
  @Field(() => String, { nullable: true }) @OptionalText('Contact person', 200) contactPerson?: string | null;
  @Field(() => String, { nullable: true }) @Email('Email') email?: string | null;
  @Field(() => String, { nullable: true }) @Phone('Phone') phone?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @WebAddress('Website') website?: string | null;

  @Field(() => [String], { defaultValue: [], description: `Any of: ${fundingTypes.join(', ')}` })
  @IsArray({ message: 'Funding types must be a list' })
  @ArrayUnique({ message: 'Funding types must not repeat' })
  @IsIn(fundingTypes as unknown as string[], {
    each: true,
    message: `Funding types must be among: ${fundingTypes.join(', ')}`,
  })
  fundingTypes: string[];

  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Minimum amount') minimumAmount?: string | null;
  @Field(() => Decimal, { nullable: true })
  @IsOptional()
  @PositiveMoneyAmount('Maximum amount')
  maximumAmount?: string | null;
  @Field(() => Decimal, { nullable: true, description: 'Percent a year' })
  @IsOptional()
  @Rate('Typical rate')
  typicalRate?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'Approval time must be a whole number of hours' })
  @Min(0, { message: 'Approval time must be from 0 to 8760 hours' })
  @Max(8760, { message: 'Approval time must be from 0 to 8760 hours' })
  approvalTimeHours?: number | null;

  @Field(() => String, { nullable: true, description: 'Where instant quotes are posted; empty: no instant quote' })
  @IsOptional()
  @WebAddress('Instant quote API')
  instantQuoteApi?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A new API key for the quote API (sealed, never shown again); leave empty to keep the one set',
  })
  @OptionalText('API key', 500)
  apiKey?: string | null;

  @Field(() => Boolean, { defaultValue: false, description: 'Removes the API key set' })
  @IsOptional()
  @IsBoolean({ message: 'Clear API key must be true or false' })
  clearApiKey?: boolean;

  @Field(() => Boolean, { defaultValue: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean;

  @Field(() => Decimal, { nullable: true, description: 'From 0 to 5, one decimal' })
  @IsOptional()
  @Matches(/^([0-4](\.\d)?|5(\.0)?)$/, { message: 'Rating must be from 0 to 5, with at most 1 decimal' })
  rating?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Notes', 2000)
  @NoReferralCompensation('Notes')
  notes?: string | null;
}

@InputType({
  description: "A funding request for a case, built from the case's verified records: choose what to share",
})
export class FundingRequestInput {
  @Field(() => Int) @Required('Case') @RecordId('Case must be a case id') caseId: number;
  @Field(() => Int)
  @Required('Funding partner')
  @RecordId('Funding partner must be a partner id')
  fundingPartnerId: number;
  @Field(() => Decimal) @Required('Requested amount') @PositiveMoneyAmount('Requested amount') requestedAmount: string;
  @Field(() => String) @RequiredText('Purpose', 500) @NoReferralCompensation('Purpose') purpose: string;

  @Field(() => FundingUrgency, { defaultValue: FundingUrgency.normal })
  @OneOf('Urgency', fundingUrgencies)
  urgencyLevel: FundingUrgency;

  @Field(() => [FundingShare], { description: 'The parts of the verified packet the partner may read' })
  @IsArray({ message: 'Shared parts must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one part of the packet to share' })
  @ArrayMaxSize(fundingShares.length, { message: 'Shared parts must not repeat' })
  @ArrayUnique({ message: 'Shared parts must not repeat' })
  @IsIn(fundingShares, { each: true, message: `Shared parts must be among: ${fundingShares.join(', ')}` })
  share: FundingShare[];

  @Field(() => String, { nullable: true, description: 'A note to the partner (shared)' })
  @OptionalText('Notes', 2000)
  @NoReferralCompensation('Notes')
  notes?: string | null;
}

@InputType({ description: 'The attorney records the money received on an approved request' })
export class FundingFundedInput {
  @Field(() => Int) @Required('Request') @RecordId('Request must be a funding request id') requestId: number;
  @Field(() => Decimal) @Required('Funded amount') @PositiveMoneyAmount('Funded amount') fundedAmount: string;
  @Field(() => LocalDate) @Required('Funded date') @PastDate('Funded date') fundedDate: string;
}

/** The partner's answer through its link (REST only). */
export class FundingPartnerAnswerInput {
  @Required('Link') @MaxLength(200, { message: 'The link is not valid' }) token: string;
  @OneOf('Decision', ['approve', 'decline']) decision: 'approve' | 'decline';
  @IsOptional() @PositiveMoneyAmount('Approved amount') approvedAmount?: string | null;
  @IsOptional() @Rate('Interest rate') interestRate?: string | null;
  @OptionalText('Repayment terms', 2000) @NoReferralCompensation('Repayment terms') repaymentTerms?: string | null;
  @OptionalText('Note', 2000) @NoReferralCompensation('Note') note?: string | null;
}
