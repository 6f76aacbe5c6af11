import { IsBoolean, IsInt, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';
import { MoneyAmount, Required, RequiredText } from '../../platform/validation/rules';

/** ICD-10-CM: a letter, two characters, then optionally a dot and up to four more (S13.4XXA, M54.2, R42). */
export const icd10CodePattern = /^[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/;
/** A procedure code: five letters or digits (98941, 97110, G0283). */
export const procedureCodePattern = /^[0-9A-Z]{5}$/;

@InputType({ description: 'A diagnosis code the clinic adds to the shipped ones' })
export class DiagnosisCodeInput {
  @Field(() => String, { description: 'ICD-10-CM, with its dot (upper case)' })
  @Required('Code')
  @Matches(icd10CodePattern, { message: 'Code must be an ICD-10-CM code such as S13.4XXA (with its dot)' })
  code: string;

  @Field(() => String) @RequiredText('Description', 300) description: string;
}

@InputType({ description: "A line of the clinic's fee schedule" })
export class FeeScheduleItemInput {
  @Field(() => String, { description: 'Five letters or digits, e.g. 98941' })
  @Required('Procedure code')
  @Matches(procedureCodePattern, { message: 'Procedure code must be five letters or digits, such as 98941' })
  procedureCode: string;

  @Field(() => String, { description: "The clinic's own words (never a CPT descriptor)" })
  @RequiredText('Description', 200)
  description: string;

  @Field(() => Decimal, { description: 'The fee of one unit' })
  @Required('Fee')
  @MoneyAmount('Fee')
  fee: string;

  @Field(() => Int)
  @IsInt({ message: 'Default units must be a whole number from 1 to 99' })
  @Min(1, { message: 'Default units must be a whole number from 1 to 99' })
  @Max(99, { message: 'Default units must be a whole number from 1 to 99' })
  defaultUnits: number;

  @Field(() => Boolean) @IsBoolean({ message: 'Active must be true or false' }) isActive: boolean;
}
