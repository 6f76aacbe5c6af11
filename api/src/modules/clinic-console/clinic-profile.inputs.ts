import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  Matches,
  ValidateNested,
  registerDecorator,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Email, OptionalText, Phone, Required, RequiredText, ZipCode } from '../../platform/validation/rules';
import { isTimeZone, weekdays, type Weekday } from '../clinics/business-hours';
import { WeekdayEnum } from './clinic-profile.types';
import { EmployerId, Npi } from '../insurance-claims/provider-identifiers';

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An IANA time zone this server knows. */
function TimeZone(label: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'timeZone',
      target: target.constructor,
      propertyName: String(key),
      options: { message: `${label} must be a time zone such as America/New_York` },
      validator: { validate: (value: unknown) => typeof value === 'string' && isTimeZone(value) },
    });
}

@InputType({ description: 'Opening hours of one weekday: closed, or opens and closes as HH:MM (24-hour)' })
export class BusinessDayInput {
  @Field(() => WeekdayEnum)
  @IsIn(weekdays as unknown as string[], { message: `Day must be one of ${weekdays.join(', ')}` })
  day: Weekday;

  @Field(() => Boolean) @IsBoolean({ message: 'Closed must be true or false' }) closed: boolean;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(clockTime, { message: 'Opening time must be HH:MM' })
  opens?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(clockTime, { message: 'Closing time must be HH:MM' })
  closes?: string | null;
}

@InputType({ description: "The clinic console's Profile tab: every field of the profile is replaced" })
export class ClinicProfileInput {
  @Field(() => String) @RequiredText('Name', 200) name: string;
  @Field(() => String, { nullable: true }) @OptionalText('Address', 200) address?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('City', 100) city?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('State', 50) state?: string | null;
  @Field(() => String, { nullable: true }) @ZipCode() zipCode?: string | null;
  @Field(() => String, { nullable: true }) @Phone() phone?: string | null;
  @Field(() => String, { nullable: true }) @Email('Email') email?: string | null;
  @Field(() => String) @Required('Time zone') @TimeZone('Time zone') timeZone: string;
  @Field(() => String, {
    nullable: true,
    description: "The clinic's NPI (billing provider); left as it is when absent",
  })
  @Npi('NPI')
  npi?: string | null;
  @Field(() => String, { nullable: true, description: "The clinic's EIN (tax id); left as it is when absent" })
  @EmployerId('Tax ID (EIN)')
  taxId?: string | null;

  @Field(() => [BusinessDayInput], { description: 'Monday to Sunday, each day once' })
  @Required('Business hours')
  @IsArray({ message: 'Business hours must be a list of weekdays' })
  @ArrayMaxSize(7, { message: 'Give the hours of each weekday once, Monday to Sunday' })
  @ValidateNested({ each: true })
  businessHours: BusinessDayInput[];

  @Field(() => String, { nullable: true, description: 'Printed under the name on every PDF (up to 4 lines)' })
  @OptionalText('Letterhead text', 500)
  letterheadText?: string | null;
}
