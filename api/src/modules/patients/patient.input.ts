import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { LocalDate } from '../../platform/graphql/scalars';
import {
  Email,
  OneOf,
  OptionalText,
  PastDate,
  Phone,
  Required,
  RequiredText,
  ZipCode,
} from '../../platform/validation/rules';
import { PatientStatus } from './patient.enums';

@InputType({ description: 'Quick add (the Add Patient dialog): only the name is required' })
export class PatientQuickAddInput {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => String, { nullable: true }) @Email() email?: string | null;
  @Field(() => String, { nullable: true }) @Phone() phone?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Emergency contact', 200) emergencyContact?: string | null;
  @Field(() => String, { nullable: true }) @Phone('Emergency phone') emergencyPhone?: string | null;
}

/** Fields every full patient form shares (create and edit); not an input type of its own. */
@InputType('PatientDetails')
abstract class PatientDetails {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String) @Phone('Phone', { required: true }) phone: string;
  @Field(() => String, { nullable: true }) @OptionalText('Emergency contact', 200) emergencyContact?: string | null;
  @Field(() => String, { nullable: true }) @Phone('Emergency phone') emergencyPhone?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Emergency relation', 100) emergencyRelation?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Insurance provider', 200) insuranceProvider?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Insurance policy number', 100) insurancePolicyNumber?:
    string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Notes', 5000) notes?: string | null;
  @Field(() => String, { nullable: true, description: 'female, male or unknown' })
  @OneOf('Sex', ['female', 'male', 'unknown'], { required: false })
  sex?: 'female' | 'male' | 'unknown' | null;
}

@InputType({ description: 'Full registration (the Create Patient page)' })
export class PatientCreateInput extends PatientDetails {
  @Field(() => LocalDate) @Required('Date of birth') @PastDate('Date of birth') dateOfBirth: string;
  @Field(() => String, { nullable: true }) @OptionalText('Street address', 200) address?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('City', 100) city?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('State', 50) state?: string | null;
  @Field(() => String, { nullable: true }) @ZipCode() zipCode?: string | null;
}

@InputType({ description: 'The Edit Patient page: the address is required too; a null dateOfBirth clears it' })
export class PatientUpdateInput extends PatientDetails {
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @PastDate('Date of birth') dateOfBirth?: string | null;
  @Field(() => String) @RequiredText('Street address', 200) address: string;
  @Field(() => String) @RequiredText('City', 100) city: string;
  @Field(() => String) @RequiredText('State', 50) state: string;
  @Field(() => String) @ZipCode('ZIP code', { required: true }) zipCode: string;
  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean | null;
  @Field(() => PatientStatus, { nullable: true })
  @IsOptional()
  @IsEnum(PatientStatus, { message: 'Status must be one of intake, active, on_hold, discharged, inactive' })
  status?: PatientStatus | null;
  @Field(() => String, { nullable: true, description: 'Why the status changed (kept in the status history)' })
  @OptionalText('Status reason', 500)
  statusReason?: string | null;
}

@InputType()
export class PatientFilter {
  @Field(() => String, { nullable: true, description: 'Matches first + last name, email or phone, case-insensitively' })
  @OptionalText('Search', 100)
  search?: string | null;

  @Field(() => PatientStatus, { nullable: true })
  @IsOptional()
  @IsEnum(PatientStatus, { message: 'Status is not a patient status' })
  status?: PatientStatus | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive?: boolean | null;
}
