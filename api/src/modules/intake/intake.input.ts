import { IsBoolean, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import {
  CalendarDate,
  Email,
  OneOf,
  OptionalText,
  PastDate,
  Phone,
  RecordId,
  Required,
  RequiredText,
} from '../../platform/validation/rules';
import {
  IntakeStatus,
  intakeConsentTexts,
  intakeStatuses,
  intakeInjuryTypes,
  intakeLanguages,
  intakeUrgencies,
} from './intake.enums';

/** The public form /get-help (decision 400). Contact: an e-mail, a phone or both (the service checks). */
@InputType({ description: 'An injured person asking for help (the public form)' })
export class IntakeSubmitInput {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => String, { nullable: true }) @Email('Email') email?: string | null;
  @Field(() => String, { nullable: true }) @Phone('Phone') phone?: string | null;

  @Field(() => LocalDate)
  @Required('Injury date')
  @CalendarDate('Injury date')
  @PastDate('Injury date')
  injuryDate: string;

  @Field(() => String, { description: 'auto_accident, slip_fall, work_injury, medical_malpractice or other' })
  @OneOf('Injury type', intakeInjuryTypes)
  injuryType: string;

  @Field(() => String) @RequiredText('What happened', 4000) injuryDescription: string;
  @Field(() => String) @RequiredText('City', 100) locationCity: string;

  @Field(() => String, { description: 'Two-letter state code, e.g. NJ' })
  @Required('State')
  @Matches(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code such as NJ' })
  locationState: string;

  @Field(() => String, { nullable: true }) @OptionalText('Insurance carrier', 200) insuranceCarrier?: string | null;

  @Field(() => Boolean)
  @IsBoolean({ message: 'Say whether you have an attorney' })
  hasAttorney: boolean;

  @Field(() => String, { nullable: true }) @OptionalText("Attorney's name", 200) attorneyName?: string | null;

  @Field(() => Boolean)
  @IsBoolean({ message: 'Say whether you see a doctor or another provider' })
  hasMedicalProvider: boolean;

  @Field(() => String, { nullable: true }) @OptionalText("Provider's name", 200) providerName?: string | null;

  @Field(() => String, { description: 'low, medium or high' })
  @OneOf('Urgency', intakeUrgencies)
  urgencyLevel: string;

  @Field(() => Boolean, { description: 'Must be true: the person agrees to be contacted' })
  @IsBoolean({ message: 'Please agree to be contacted so we can help you' })
  consent: boolean;

  @Field(() => String, { description: 'The version of the consent text shown (intakeConsentText)' })
  @IsIn(Object.keys(intakeConsentTexts), { message: 'The consent text is out of date: reload the page' })
  consentTextVersion: string;

  @Field(() => String, { nullable: true, description: 'en or es' })
  @OneOf('Language', intakeLanguages, { required: false })
  language?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the visitor came from (the ?source= of the link)' })
  @OptionalText('Source', 100)
  source?: string | null;

  @Field(() => String, { nullable: true }) @OptionalText('utm_source', 200) utmSource?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('utm_medium', 200) utmMedium?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('utm_campaign', 200) utmCampaign?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('utm_term', 200) utmTerm?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('utm_content', 200) utmContent?: string | null;

  @Field(() => String, { description: 'The token intakeFormToken gave when the form opened' })
  @RequiredText('Form token', 500)
  formToken: string;

  /** The honeypot: a field people never see. Anything in it refuses the submission. */
  @Field(() => String, { nullable: true, description: 'Leave empty' })
  @IsOptional()
  @OptionalText('Website', 500)
  website?: string | null;
}

@InputType()
export class IntakeFilter {
  @Field(() => IntakeStatus, { nullable: true })
  @OneOf('Status', intakeStatuses, { required: false })
  status?: IntakeStatus | null;

  @Field(() => Boolean, { nullable: true, description: 'Only intakes still new or contacted' })
  @IsOptional()
  @IsBoolean({ message: 'Open only must be true or false' })
  openOnly?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Name, e-mail, phone or intake code' })
  @OptionalText('Search', 100)
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only intakes scoring at least this' })
  @IsOptional()
  @IsInt({ message: 'Least score must be a whole number from 0 to 100' })
  @Min(0, { message: 'Least score must be a whole number from 0 to 100' })
  @Max(100, { message: 'Least score must be a whole number from 0 to 100' })
  minScore?: number | null;

  @Field(() => String, { nullable: true, description: 'Two-letter state code' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'State must be a two-letter code such as NJ' })
  state?: string | null;
}

@InputType({ description: 'Converts a contacted intake into a patient and a case in one step' })
export class IntakeConvertInput {
  @Field(() => Int) @RecordId('Intake not found') intakeId: number;

  @Field(() => Int, { nullable: true, description: "The operator's choice of clinic; default the matched one" })
  @IsOptional()
  @RecordId('Clinic not found')
  clinicId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The attorney of the case; default the matched one' })
  @IsOptional()
  @RecordId('Attorney not found')
  attorneyId?: number | null;
}

@InputType()
export class IntakeCloseInput {
  @Field(() => Int) @RecordId('Intake not found') intakeId: number;
  @Field(() => String) @RequiredText('Reason', 500) reason: string;
}
