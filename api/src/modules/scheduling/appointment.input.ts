import { Npi } from '../insurance-claims/provider-identifiers';
import { IsBoolean, IsHexColor, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Instant, OptionalText, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { AppointmentStatusEnum } from './appointment.type';
import { appointmentStatuses, type AppointmentStatus } from './appointment.enums';

@InputType()
export class AppointmentBookInput {
  @Field(() => Int) @Required('Patient') @RecordId('Patient must be chosen from the list') patientId: number;

  @Field(() => Int, { nullable: true, description: 'A case of that patient' })
  @IsOptional()
  @RecordId('Case must be chosen from the list')
  caseId?: number | null;

  @Field(() => String)
  @Required('Provider')
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Provider must be chosen from the list' })
  providerId: string;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Room must be chosen from the list') roomId?:
    number | null;

  @Field(() => Int)
  @Required('Appointment type')
  @RecordId('Appointment type must be chosen from the list')
  appointmentTypeId: number;

  @Field(() => String) @Required('Start') @Instant('Start') scheduledStart: string;

  @Field(() => String, { nullable: true, description: "Defaults to the start plus the type's duration" })
  @Instant('End')
  scheduledEnd?: string | null;

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true })
  @IsOptional()
  @IsBoolean({ message: 'Reminders must be true or false' })
  remindersEnabled?: boolean | null;
}

/** Moves an appointment (time, provider, room) or changes its notes and reminders; absent fields stay. */
@InputType()
export class AppointmentUpdateInput {
  @Field(() => Int) @Required('Appointment') @RecordId('Appointment not found') id: number;

  @Field(() => String, { nullable: true }) @Instant('Start') scheduledStart?: string | null;

  @Field(() => String, { nullable: true, description: 'Defaults to the new start plus the current length' })
  @Instant('End')
  scheduledEnd?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^[0-9a-f-]{36}$/i, { message: 'Provider must be chosen from the list' })
  providerId?: string | null;

  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Room must be chosen from the list') roomId?:
    number | null;

  @Field(() => Boolean, { nullable: true, description: 'Takes the appointment out of its room' })
  @IsOptional()
  @IsBoolean({ message: 'Clear room must be true or false' })
  clearRoom?: boolean | null;

  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Reminders must be true or false' })
  remindersEnabled?: boolean | null;
}

@InputType()
export class AppointmentStatusInput {
  @Field(() => Int) @Required('Appointment') @RecordId('Appointment not found') id: number;

  @Field(() => AppointmentStatusEnum)
  @Required('Status')
  @IsIn(appointmentStatuses as unknown as string[], {
    message: `Status must be one of: ${appointmentStatuses.join(', ')}`,
  })
  status: AppointmentStatus;

  @Field(() => String, { nullable: true, description: 'Required to cancel' })
  @OptionalText('Reason', 500)
  reason?: string | null;
}

@InputType()
export class AppointmentTypeSaveInput {
  @Field(() => Int, { nullable: true, description: 'Absent for a new type' })
  @IsOptional()
  @RecordId('Appointment type not found')
  id?: number | null;

  @Field(() => String) @RequiredText('Name', 100) name: string;

  @Field(() => Int)
  @Required('Duration')
  @IsInt({ message: 'Duration must be a whole number of minutes' })
  @Min(5, { message: 'Duration must be between 5 and 480 minutes' })
  @Max(480, { message: 'Duration must be between 5 and 480 minutes' })
  durationMinutes: number;

  @Field(() => String)
  @Required('Colour')
  @IsHexColor({ message: 'Colour must be written #rrggbb' })
  @Matches(/^#[0-9a-f]{6}$/i, { message: 'Colour must be written #rrggbb' })
  color: string;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: 'Re-exam must be true or false' })
  isReExam: boolean;
  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: 'Active must be true or false' })
  isActive: boolean;
}

@InputType()
export class RoomSaveInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Room not found') id?: number | null;
  @Field(() => String) @RequiredText('Name', 100) name: string;
  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: 'Active must be true or false' })
  isActive: boolean;
}

@InputType()
export class ProviderSetInput {
  @Field(() => String) @Required('User') @Matches(/^[0-9a-f-]{36}$/i, { message: 'User not found' }) userId: string;
  @Field(() => Boolean) @IsBoolean({ message: 'Provider must be true or false' }) isProvider: boolean;

  @Field(() => String, { nullable: true, description: 'National Provider Identifier, 10 digits with its check digit' })
  @IsOptional()
  @Npi('NPI')
  npi?: string | null;
}
