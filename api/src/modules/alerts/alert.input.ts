import { IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Required } from '../../platform/validation/rules';

@InputType({ description: "A clinic's alert rules (its admins)" })
export class ClinicAlertSettingsInput {
  @Field(() => Int, { description: 'Days without a visit that make a treatment gap (1-365)' })
  @Required('Gap days')
  @IsInt({ message: 'Gap days must be a whole number' })
  @Min(1, { message: 'Gap days must be between 1 and 365' })
  @Max(365, { message: 'Gap days must be between 1 and 365' })
  gapDays: number;

  @Field(() => Int, { description: 'Visits behind the plan that raise an alert (1-100)' })
  @Required('Visits behind')
  @IsInt({ message: 'Visits behind must be a whole number' })
  @Min(1, { message: 'Visits behind must be between 1 and 100' })
  @Max(100, { message: 'Visits behind must be between 1 and 100' })
  planBehindVisits: number;

  @Field(() => Int, { description: "Days after a plan's re-exam date before it counts as missed (0-90)" })
  @Required('Re-exam grace days')
  @IsInt({ message: 'Re-exam grace days must be a whole number' })
  @Min(0, { message: 'Re-exam grace days must be between 0 and 90' })
  @Max(90, { message: 'Re-exam grace days must be between 0 and 90' })
  reExamGraceDays: number;
}

@InputType({ description: "A clinic's own limitation period for a state (it wins over the shipped default)" })
export class StatutePeriodInput {
  @Field({ description: 'Two-letter state code, e.g. CA' })
  @Required('State')
  @Matches(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code, e.g. CA' })
  state: string;

  @Field(() => Int, { description: 'Months (1-240)' })
  @Required('Period')
  @IsInt({ message: 'Period must be a whole number of months' })
  @Min(1, { message: 'Period must be between 1 and 240 months' })
  @Max(240, { message: 'Period must be between 1 and 240 months' })
  periodMonths: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(500, { message: 'Notes must be at most 500 characters' })
  notes?: string | null;
}
