import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { weekdays, type Weekday } from '../clinics/business-hours';

export const WeekdayEnum = Object.fromEntries(weekdays.map((day) => [day, day])) as { [K in Weekday]: K };
registerEnumType(WeekdayEnum, { name: 'Weekday', description: 'A day of the week, monday first' });

@ObjectType({ description: 'Opening hours of one weekday, in the clinic’s time zone' })
export class BusinessDayHours {
  @Field(() => WeekdayEnum) day: Weekday;
  @Field(() => Boolean) closed: boolean;
  @Field(() => String, { nullable: true, description: 'HH:MM (24-hour); null when closed' }) opens: string | null;
  @Field(() => String, { nullable: true, description: 'HH:MM (24-hour), after opens; null when closed' })
  closes: string | null;
}

@ObjectType({ description: "The clinic's profile as its admin edits it; the letterhead and logo go on every PDF" })
export class ClinicProfile {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) zipCode: string | null;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'National Provider Identifier (837P billing provider, CMS-1500 box 33a)',
  })
  npi: string | null;
  @Field(() => String, { nullable: true, description: 'Federal tax id (EIN), 9 digits (CMS-1500 box 25)' })
  taxId: string | null;
  @Field(() => String, { description: 'An IANA time zone, e.g. America/Chicago' }) timeZone: string;
  @Field(() => [BusinessDayHours], { description: 'Monday to Sunday' }) businessHours: BusinessDayHours[];
  @Field(() => String, { nullable: true, description: 'Printed under the name on every PDF' })
  letterheadText: string | null;
  @Field(() => Date, { nullable: true, description: 'When the logo was uploaded; null without a logo' })
  logoUpdatedAt: Date | null;
}
