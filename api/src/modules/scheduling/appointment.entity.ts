import { Check, Column, Entity, Exclusion, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';
import { AppointmentType } from './appointment-type.entity';
import { type AppointmentStatus, appointmentStatuses, bookedStatusesSql } from './appointment.enums';
import { Room } from './room.entity';

/** One reminder sent for an appointment (written by the reminders of the automation issue). */
export interface SentReminder {
  channel: 'email' | 'sms';
  sentAt: string;
}

/**
 * A visit on the clinic's calendar. A provider, and a room, holds one booked appointment at a time:
 * the exclusion constraints refuse an overlap whatever the concurrency (btree_gist).
 */
@Entity('appointments')
@Check('appointments_status_check', oneOf('status', appointmentStatuses))
@Check('appointments_time_check', '"scheduled_end" > "scheduled_start"')
@Check(
  'appointments_actual_time_check',
  '"actual_end" IS NULL OR "actual_start" IS NULL OR "actual_end" >= "actual_start"',
)
@Exclusion(
  'appointments_provider_overlap',
  `USING gist ("provider_id" WITH =, tstzrange("scheduled_start", "scheduled_end") WITH &&) WHERE ("status" IN (${bookedStatusesSql}))`,
)
@Exclusion(
  'appointments_room_overlap',
  `USING gist ("room_id" WITH =, tstzrange("scheduled_start", "scheduled_end") WITH &&) WHERE ("room_id" IS NOT NULL AND "status" IN (${bookedStatusesSql}))`,
)
@Index('appointments_clinic_start_idx', ['clinicId', 'scheduledStart'])
@Index('appointments_provider_start_idx', ['providerId', 'scheduledStart'])
@Index('appointments_patient_start_idx', ['patientId', 'scheduledStart'])
@Index('appointments_case_start_idx', ['caseId', 'scheduledStart'])
export class Appointment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  /** A user of the clinic marked as a provider. */
  @Column({ type: 'text' })
  providerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'provider_id' })
  provider?: User;

  @Column({ type: 'integer', nullable: true })
  roomId: number | null;

  @ManyToOne(() => Room, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'room_id' })
  room?: Room;

  /** The spec's appointmentType: one of the clinic's appointment types. */
  @Column({ type: 'integer' })
  appointmentTypeId: number;

  @ManyToOne(() => AppointmentType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'appointment_type_id' })
  appointmentType?: AppointmentType;

  @Column({ type: 'text', default: 'scheduled' })
  status: AppointmentStatus;

  @Column({ type: 'timestamptz' })
  scheduledStart: Date;

  @Column({ type: 'timestamptz' })
  scheduledEnd: Date;

  /** When the patient checked in. */
  @Column({ type: 'timestamptz', nullable: true })
  actualStart: Date | null;

  /** When the visit was completed. */
  @Column({ type: 'timestamptz', nullable: true })
  actualEnd: Date | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'boolean', default: true })
  remindersEnabled: boolean;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  remindersSent: SentReminder[];

  @Column({ type: 'text', nullable: true })
  cancellationReason: string | null;

  /** When the patient confirmed it in their portal (decision 412). */
  @Column({ type: 'timestamptz', nullable: true })
  patientConfirmedAt: Date | null;

  @Column({ type: 'text' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
