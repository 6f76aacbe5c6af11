import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import {
  CalendarDate,
  Email,
  MoneyAmount,
  OptionalText,
  Phone,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';

@InputType({
  description: "One step of a tiered structure: from this much of the rep's paid sales in a month, this rate",
})
export class CommissionTierInput {
  @Field(() => Decimal)
  @Required('Tier threshold')
  @MoneyAmount('Tier threshold')
  fromAmount: string;

  @Field(() => Decimal, { description: 'Percent, 0 to 100, step 0.1' })
  @Required('Tier rate')
  rate: string;
}

@InputType({
  description: 'The representative form (add and edit): the spec names first name, last name and email required',
})
export class SalesRepresentativeInput {
  @Field(() => String)
  @RequiredText('First name', 100)
  firstName: string;

  @Field(() => String)
  @RequiredText('Last name', 100)
  lastName: string;

  @Field(() => String)
  @Email('Email', { required: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Phone('Phone')
  phone?: string | null;

  @Field(() => Decimal, { nullable: true, description: 'Percent, 0 to 100, step 0.1; 10 unless given' })
  @IsOptional()
  commissionRate?: string | null;

  @Field(() => String, { nullable: true, description: 'percentage (default), flat or tiered' })
  @OptionalText('Commission structure', 40)
  commissionStructure?: string | null;

  @Field(() => [CommissionTierInput], { nullable: true, description: 'Tiered structure: ascending, the first from 0' })
  @IsOptional()
  @IsArray({ message: 'Tiers must be a list' })
  @ArrayMaxSize(10, { message: 'At most 10 tiers' })
  @ValidateNested({ each: true })
  tiers?: CommissionTierInput[] | null;

  @Field(() => Decimal, { nullable: true, description: 'Flat structure: the amount per paid sale' })
  @MoneyAmount('Flat amount')
  flatAmount?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Territory', 100)
  territory?: string | null;

  @Field(() => Decimal, { nullable: true, description: '0 unless given' })
  @MoneyAmount('Monthly quota')
  monthlyQuota?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Active unless set false' })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean | null;
}

@InputType({ description: 'Turns a waitlist signup into a lead' })
export class SalesLeadFromWaitlistInput {
  @Field(() => Int)
  @Required('Waitlist signup')
  @RecordId('Waitlist signup must be chosen from the list')
  waitlistEntryId: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('Representative must be chosen from the list')
  assignedRepId?: number | null;
}

@InputType({ description: "A lead's edit: status, owner, follow-up, value and notes; won names the clinic it became" })
export class SalesLeadUpdateInput {
  @Field(() => String, { nullable: true })
  @OptionalText('Company', 200)
  companyName?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Contact', 200)
  contactName?: string | null;

  @Field(() => String, { nullable: true })
  @Email('Email')
  email?: string | null;

  @Field(() => String, { nullable: true })
  @Phone('Phone')
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'new, contacted, qualified, won or lost' })
  @OptionalText('Status', 40)
  status?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Source', 100)
  source?: string | null;

  @Field(() => Decimal, { nullable: true })
  @MoneyAmount('Estimated value')
  estimatedValue?: string | null;

  @Field(() => LocalDate, { nullable: true })
  @IsOptional()
  @CalendarDate('Next follow-up')
  nextFollowUp?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @RecordId('Representative must be chosen from the list')
  assignedRepId?: number | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Notes', 2000)
  notes?: string | null;

  @Field(() => Int, { nullable: true, description: 'The clinic a won lead became' })
  @IsOptional()
  @RecordId('Clinic must be chosen from the list')
  clinicId?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'A follow-up was made now (engagement)' })
  @IsOptional()
  @IsBoolean({ message: 'Followed up must be true or false' })
  followedUp?: boolean | null;
}

@InputType({ description: "Process Payout: pays the rep's approved commissions" })
export class SalesPayoutInput {
  @Field(() => Int)
  @Required('Sales representative')
  @RecordId('Sales representative must be chosen from the list')
  salesRepId: number;
}
