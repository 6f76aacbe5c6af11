import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  CalendarDate,
  MoneyAmount,
  OneOf,
  OptionalText,
  RecordId,
  Required,
  RequiredText,
  maxRecordId,
} from '../../platform/validation/rules';
import {
  type CoverageType,
  type InsuredRelationship,
  coverageTypes,
  insuredRelationships,
} from './case-coverage.enums';
import { ClaimStatusEnum, ClaimTypeEnum, CoverageTypeEnum, InsuredRelationshipEnum } from './claim.type';
import { type ClaimStatus, type ClaimType, claimStatuses, claimTypes } from './insurance-claim.enums';
import { cms1500LineRows } from './cms1500-document';

const statePattern = /^[A-Z]{2}$/;

@InputType()
export class CoverageFields {
  @Field(() => CoverageTypeEnum) @OneOf('Coverage type', coverageTypes) coverageType: CoverageType;
  @Field(() => String) @RequiredText('Carrier', 200) carrierName: string;
  @Field(() => String, { nullable: true })
  @OptionalText('Payer id', 80)
  @Matches(/^[A-Za-z0-9]{2,80}$/, { message: 'Payer id must be letters and digits only' })
  payerId?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Policy number', 80) policyNumber?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Carrier claim number', 80) carrierClaimNumber?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Member id', 80) memberId?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText("Insured's name", 200) insuredName?: string | null;
  @Field(() => InsuredRelationshipEnum, { nullable: true })
  @OneOf('Insured relationship', insuredRelationships, { required: false })
  insuredRelationship?: InsuredRelationship | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Limit') limitAmount?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Adjuster', 200) adjusterName?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Adjuster phone', 40) adjusterPhone?: string | null;
}

@InputType()
export class CoverageCreateInput extends CoverageFields {
  @Field(() => Int) @Required('Case') @RecordId('Case must be a case id') caseId: number;
}

@InputType()
export class CoverageUpdateInput extends CoverageFields {
  @Field(() => Int) @Required('Coverage') @RecordId('Coverage must be a coverage id') id: number;
}

@InputType()
export class ClaimLinesInput {
  @Field(() => Int) @Required('Coverage') @RecordId('Coverage must be one of the case coverages') coverageId: number;

  @Field(() => [Int])
  @IsArray({ message: 'Bill lines must be a list' })
  @ArrayMinSize(1, { message: 'Choose at least one bill line' })
  @ArrayMaxSize(cms1500LineRows, { message: `A claim holds at most ${cms1500LineRows} bill lines` })
  @IsInt({ each: true, message: 'Bill lines must be bill line ids' })
  @Min(1, { each: true, message: 'Bill lines must be bill line ids' })
  @Max(maxRecordId, { each: true, message: 'Bill lines must be bill line ids' })
  billingLineIds: number[];

  @Field(() => ClaimTypeEnum, { nullable: true })
  @OneOf('Claim type', claimTypes, { required: false })
  claimType?: ClaimType | null;

  @Field(() => String, { nullable: true, description: 'Where the accident happened; defaults to the clinic state' })
  @IsOptional()
  @Matches(statePattern, { message: 'Accident state must be a two-letter state code' })
  accidentState?: string | null;
}

@InputType()
export class ClaimCreateInput extends ClaimLinesInput {
  @Field(() => Int) @Required('Case') @RecordId('Case must be a case id') caseId: number;
}

@InputType()
export class ClaimUpdateInput extends ClaimLinesInput {
  @Field(() => Int) @Required('Claim') @RecordId('Claim must be a claim id') id: number;
}

@InputType()
export class ClaimPaymentInput {
  @Field(() => Int) @Required('Claim') @RecordId('Claim must be a claim id') id: number;
  @Field(() => Decimal) @Required('Allowed amount') @MoneyAmount('Allowed amount') allowedAmount: string;
  @Field(() => Decimal) @Required('Paid amount') @MoneyAmount('Paid amount') paidAmount: string;
  @Field(() => Decimal, { nullable: true })
  @IsOptional()
  @MoneyAmount('Patient responsibility')
  patientResponsibility?: string | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Deductible') deductibleApplied?: string | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Copay') copayAmount?: string | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Coinsurance') coinsuranceAmount?: string | null;
  @Field(() => LocalDate) @Required('Payment date') @CalendarDate('Payment date') paymentDate: string;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('EOB must be a document of the case')
  eobDocumentId?: number | null;
}

@InputType()
export class ClaimDenialInput {
  @Field(() => Int) @Required('Claim') @RecordId('Claim must be a claim id') id: number;
  @Field(() => String) @RequiredText('Denial reason', 2000) reason: string;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('EOB must be a document of the case')
  eobDocumentId?: number | null;
}

@InputType()
export class ClaimAppealInput {
  @Field(() => Int) @Required('Claim') @RecordId('Claim must be a claim id') id: number;
  @Field(() => String) @RequiredText('Appeal note', 4000) notes: string;
}

@InputType()
export class ClaimFilter {
  @Field(() => ClaimStatusEnum, { nullable: true })
  @IsOptional()
  @IsIn(claimStatuses as unknown as string[], { message: `Status must be one of ${claimStatuses.join(', ')}` })
  status?: ClaimStatus | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Case must be a case id') caseId?: number | null;

  @Field(() => String, { nullable: true, description: 'Claim number or patient name' })
  @OptionalText('Search', 100)
  search?: string | null;
}
