import { IsBoolean, IsEnum, IsInt, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { MoneyAmount, OptionalText, PastDate, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { CaseStatusInput, CaseType } from './case.enums';

const statusMessage =
  'Status must be one of active_treatment, attorney_review, settlement_negotiation (or settlement), closed';
const typeMessage = 'Case type must be one of auto_accident, slip_fall, work_injury, medical_malpractice, other';

@InputType()
export class CaseCreateInput {
  @Field(() => Int)
  @Required('Patient')
  @RecordId('Patient must be chosen from the list')
  patientId: number;
  @Field(() => Int)
  @Required('Attorney')
  @RecordId('Attorney must be chosen from the list')
  attorneyId: number;
  @Field(() => CaseType) @Required('Case type') @IsEnum(CaseType, { message: typeMessage }) caseType: CaseType;
  @Field(() => LocalDate) @Required('Accident date') @PastDate('Accident date') accidentDate: string;
  @Field(() => CaseStatusInput, { nullable: true })
  @IsOptional()
  @IsEnum(CaseStatusInput, { message: statusMessage })
  status?: CaseStatusInput | null;
  @Field(() => String, { nullable: true }) @OptionalText('Title', 200) title?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 5000) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Internal notes: never shown to attorneys' })
  @OptionalText('Internal notes', 5000)
  notes?: string | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Settlement amount') settlementAmount?:
    string | null;
}

@InputType()
export class CaseUpdateInput {
  @Field(() => CaseType) @Required('Case type') @IsEnum(CaseType, { message: typeMessage }) caseType: CaseType;
  @Field(() => CaseStatusInput)
  @Required('Status')
  @IsEnum(CaseStatusInput, { message: statusMessage })
  status: CaseStatusInput;
  @Field(() => LocalDate) @Required('Accident date') @PastDate('Accident date') accidentDate: string;
  @Field(() => String, { nullable: true }) @OptionalText('Title', 200) title?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 5000) description?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Internal notes', 5000) notes?: string | null;
  @Field(() => Decimal, { nullable: true }) @IsOptional() @MoneyAmount('Settlement amount') settlementAmount?:
    string | null;
}

@InputType()
export class CaseTransferInput {
  @Field(() => Int)
  @Required('New attorney')
  @RecordId('New attorney must be chosen from the list')
  toAttorneyId: number;
  @Field(() => String) @RequiredText('Reason', 500) reason: string;
  @Field(() => String, { nullable: true }) @OptionalText('Notes', 5000) notes?: string | null;
}

@InputType()
export class CaseFilter {
  @Field(() => String, {
    nullable: true,
    description:
      "Matches case number, case type label, status, patient name, the patient's insurer, the attorney's name, firm or email, or description, case-insensitively",
  })
  @OptionalText('Search', 100)
  search?: string | null;
  @Field(() => CaseStatusInput, { nullable: true })
  @IsOptional()
  @IsEnum(CaseStatusInput, { message: statusMessage })
  status?: CaseStatusInput | null;
  @Field(() => CaseType, { nullable: true })
  @IsOptional()
  @IsEnum(CaseType, { message: typeMessage })
  caseType?: CaseType | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt({ message: 'Attorney must be a number' }) attorneyId?:
    number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt({ message: 'Patient must be a number' }) patientId?:
    number | null;
  @Field(() => Boolean, { nullable: true, description: 'Only cases that are not closed' })
  @IsOptional()
  @IsBoolean({ message: 'Open only must be true or false' })
  openOnly?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Also archived cases (left out unless asked)' })
  @IsOptional()
  @IsBoolean({ message: 'Include archived must be true or false' })
  includeArchived?: boolean | null;
}
