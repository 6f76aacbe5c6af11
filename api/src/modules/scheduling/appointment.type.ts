import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { FieldAccess } from '../../platform/access/field-access';
import { PageInfo } from '../../platform/graphql/connection';
import { internalNotesVisible } from '../cases/case-access.policy';
import { BusinessDayHours } from '../clinic-console/clinic-profile.types';
import { appointmentStatuses } from './appointment.enums';

export const AppointmentStatusEnum = Object.fromEntries(appointmentStatuses.map((s) => [s, s])) as {
  [K in (typeof appointmentStatuses)[number]]: K;
};
registerEnumType(AppointmentStatusEnum, { name: 'AppointmentStatus' });

/** An appointment as people see it: one SQL row with the names joined (appointmentViewSql). */
@ObjectType('Appointment', { description: "A visit on the clinic's calendar" })
export class AppointmentView {
  @Field(() => Int) id: number;
  @Field(() => Int) clinicId: number;
  @Field(() => Int) patientId: number;
  @Field(() => String) patientName: string;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field(() => String) providerId: string;
  @Field(() => String) providerName: string;
  @Field(() => Int) appointmentTypeId: number;
  @Field(() => String) appointmentTypeName: string;
  @Field(() => String, { description: 'The type\'s calendar colour, "#rrggbb"' }) color: string;
  @Field(() => Int, { nullable: true }) roomId: number | null;
  @Field(() => String, { nullable: true }) roomName: string | null;
  @Field(() => AppointmentStatusEnum) status: (typeof appointmentStatuses)[number];
  @Field(() => Date) scheduledStart: Date;
  @Field(() => Date) scheduledEnd: Date;
  @Field(() => Date, { nullable: true, description: 'When the patient checked in' }) actualStart: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the visit was completed' }) actualEnd: Date | null;
  @Field(() => String, { nullable: true, description: "The clinic's notes (never shown to attorneys)" })
  @FieldAccess(internalNotesVisible)
  notes: string | null;
  @Field(() => Boolean) remindersEnabled: boolean;
  @Field(() => String, { nullable: true }) cancellationReason: string | null;
}

@ObjectType()
export class AppointmentConnection {
  @Field(() => [AppointmentView]) nodes: AppointmentView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('AppointmentType', { description: 'A kind of visit the clinic books, with its length' })
export class AppointmentTypeView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Int) durationMinutes: number;
  @Field(() => String) color: string;
  @Field(() => Boolean) isReExam: boolean;
  @Field(() => Boolean) isActive: boolean;
}

@ObjectType('Room', { description: 'A treatment room: it holds one appointment at a time' })
export class RoomView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Boolean) isActive: boolean;
}

@ObjectType('ClinicProvider', { description: 'A user of the clinic who sees patients' })
export class ProviderView {
  @Field(() => String) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) npi: string | null;
}

@ObjectType('SchedulingSetup', {
  description: 'What the calendar needs of its clinic: hours, zone, types, rooms, providers',
})
export class SchedulingSetupView {
  @Field(() => Int) clinicId: number;
  @Field(() => String, { description: "The clinic's IANA time zone: the calendar shows its wall clock" })
  timeZone: string;
  @Field(() => [BusinessDayHours]) businessHours: BusinessDayHours[];
  @Field(() => [AppointmentTypeView]) appointmentTypes: AppointmentTypeView[];
  @Field(() => [RoomView]) rooms: RoomView[];
  @Field(() => [ProviderView]) providers: ProviderView[];
}
