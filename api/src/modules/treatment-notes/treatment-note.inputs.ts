import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import { CalendarDate, OptionalText, Required, RequiredText } from '../../platform/validation/rules';
import { icd10CodePattern, procedureCodePattern } from '../clinical-codes/clinical-codes.inputs';
import { noteTypes, type NoteType } from './treatment-note.entity';
import { treatmentPlanStatuses, type TreatmentPlanStatus } from './treatment-plan.entity';
import { NoteTypeEnum, TreatmentPlanStatusEnum } from './treatment-note.types';

export const maxDiagnoses = 12;
/** The procedures of one visit, and so the coded lines of the bill its note raises. */
export const maxProcedures = 12;
const noteTextMax = 20_000;

/** A whole number within [min, max], the message naming the field and its range; optional unless `required`. */
const WholeBetween =
  (label: string, min: number, max: number, { required = false } = {}): PropertyDecorator =>
  (target, key) => {
    const message = `${label} must be a whole number from ${min} to ${max}`;
    for (const decorator of [
      required ? Required(label) : IsOptional(),
      IsInt({ message }),
      Min(min, { message }),
      Max(max, { message }),
    ])
      decorator(target, key);
  };

/** A number within [min, max] (decimals allowed). */
const NumberBetween =
  (label: string, min: number, max: number): PropertyDecorator =>
  (target, key) => {
    const message = `${label} must be between ${min} and ${max}`;
    for (const decorator of [IsOptional(), IsNumber({}, { message }), Min(min, { message }), Max(max, { message })])
      decorator(target, key);
  };

@InputType({ description: 'Vital signs; leave out what was not measured' })
export class VitalSignsInput {
  @Field(() => Int, { nullable: true })
  @WholeBetween('Systolic blood pressure', 50, 300)
  bloodPressureSystolic?: number | null;
  @Field(() => Int, { nullable: true })
  @WholeBetween('Diastolic blood pressure', 20, 200)
  bloodPressureDiastolic?: number | null;
  @Field(() => Int, { nullable: true }) @WholeBetween('Pulse', 20, 250) pulse?: number | null;
  @Field(() => Int, { nullable: true }) @WholeBetween('Respiratory rate', 4, 80) respiratoryRate?: number | null;
  @Field(() => Float, { nullable: true }) @NumberBetween('Temperature (°F)', 90, 110) temperatureF?: number | null;
  @Field(() => Float, { nullable: true }) @NumberBetween('Height (in)', 12, 108) heightIn?: number | null;
  @Field(() => Float, { nullable: true }) @NumberBetween('Weight (lb)', 2, 1000) weightLb?: number | null;
}

@InputType({ description: 'A procedure performed: a code of the clinic’s active fee schedule' })
export class NoteProcedureInput {
  @Field(() => String)
  @Required('Procedure code')
  @Matches(procedureCodePattern, { message: 'Procedure code must be five letters or digits, such as 98941' })
  code: string;

  @Field(() => Int) @WholeBetween('Units', 1, 99, { required: true }) units: number;

  @Field(() => [String], { defaultValue: [] })
  @IsArray({ message: 'Modifiers must be a list' })
  @ArrayMaxSize(4, { message: 'A procedure takes at most 4 modifiers' })
  @Matches(/^[0-9A-Z]{2}$/, { each: true, message: 'Each modifier must be two letters or digits, such as 25' })
  modifiers: string[];

  @Field(() => [Int], { description: '1-based positions in the diagnoses, 1 to 4 of them' })
  @IsArray({ message: 'Diagnosis pointers must be a list' })
  @ArrayMaxSize(4, { message: 'A procedure points to at most 4 diagnoses' })
  @IsIn([1, 2, 3, 4], { each: true, message: 'Diagnosis pointers must be 1, 2, 3 or 4' })
  diagnosisPointers: number[];
}

@InputType({ description: 'The content of a draft note (every field replaced)' })
export class TreatmentNoteInput {
  @Field(() => NoteTypeEnum, { defaultValue: 'soap' })
  @IsIn(noteTypes as unknown as string[], { message: `Note type must be one of: ${noteTypes.join(', ')}` })
  noteType: NoteType;

  @Field(() => String, { nullable: true }) @OptionalText('Subjective', noteTextMax) subjective?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Objective', noteTextMax) objective?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Assessment', noteTextMax) assessment?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Plan', noteTextMax) plan?: string | null;
  @Field(() => Int, { nullable: true }) @WholeBetween('Pain scale', 0, 10) painScale?: number | null;

  @Field(() => VitalSignsInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  vitalSigns?: VitalSignsInput | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Treatments provided', noteTextMax)
  treatmentsProvided?: string | null;

  @Field(() => [String], { description: 'ICD-10-CM codes in pointer order' })
  @IsArray({ message: 'Diagnosis codes must be a list' })
  @ArrayMaxSize(maxDiagnoses, { message: `A note takes at most ${maxDiagnoses} diagnosis codes` })
  @Matches(icd10CodePattern, { each: true, message: 'Each diagnosis code must be an ICD-10-CM code such as S13.4XXA' })
  diagnosisCodes: string[];

  @Field(() => [NoteProcedureInput])
  @IsArray({ message: 'Procedures must be a list' })
  @ArrayMaxSize(maxProcedures, { message: `A note takes at most ${maxProcedures} procedures` })
  @ValidateNested({ each: true })
  procedures: NoteProcedureInput[];
}

@InputType({ description: 'A case’s plan of care' })
export class TreatmentPlanInput {
  @Field(() => Int) @WholeBetween('Visits per week', 1, 7, { required: true }) visitsPerWeek: number;
  @Field(() => Int) @WholeBetween('Weeks', 1, 104, { required: true }) weeks: number;
  @Field(() => LocalDate) @Required('Start date') @CalendarDate('Start date') startDate: string;

  @Field(() => [LocalDate], { defaultValue: [] })
  @IsArray({ message: 'Re-exam dates must be a list' })
  @ArrayMaxSize(52, { message: 'A plan takes at most 52 re-exam dates' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { each: true, message: 'Each re-exam date must be a date (YYYY-MM-DD)' })
  reExamDates: string[];

  @Field(() => String, { nullable: true }) @OptionalText('Goals', 5000) goals?: string | null;

  @Field(() => TreatmentPlanStatusEnum, { defaultValue: 'active' })
  @IsIn(treatmentPlanStatuses as unknown as string[], {
    message: `Status must be one of: ${treatmentPlanStatuses.join(', ')}`,
  })
  status: TreatmentPlanStatus;
}

@InputType({ description: 'Why a signed note needs a correction' })
export class TreatmentNoteAddendumInput {
  @Field(() => String) @RequiredText('Addendum reason', 2000) reason: string;
}
