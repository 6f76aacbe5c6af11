import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { Appointment } from '../scheduling/appointment.entity';
import {
  type ReminderChannel,
  type ReminderPriority,
  type ReminderStatus,
  type ReminderType,
  reminderChannels,
  reminderPriorities,
  reminderStatuses,
  reminderTypes,
} from './reminder.enums';

/**
 * The spec's patient_reminders: one message to a patient on one channel, sent by the `reminders.send`
 * job at its scheduled date. An appointment's reminders carry an idempotency key (appointment, its
 * start, offset, channel), so scheduling the same slot twice makes no second row.
 */
@Entity('patient_reminders')
@Check('patient_reminders_type_check', oneOf('reminder_type', reminderTypes))
@Check('patient_reminders_status_check', oneOf('reminder_status', reminderStatuses))
@Check('patient_reminders_channel_check', oneOf('channel', reminderChannels))
@Check('patient_reminders_priority_check', oneOf('priority', reminderPriorities))
@Index('patient_reminders_clinic_patient_idx', ['clinicId', 'patientId', 'scheduledDate'])
@Index('patient_reminders_appointment_idx', ['appointmentId'])
@Index('patient_reminders_idempotency_key', ['idempotencyKey'], { unique: true })
export class PatientReminder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer', nullable: true })
  appointmentId: number | null;

  @ManyToOne(() => Appointment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'appointment_id' })
  appointment?: Appointment;

  @Column({ type: 'text' })
  reminderType: ReminderType;

  @Column({ type: 'text', default: 'pending' })
  reminderStatus: ReminderStatus;

  @Column({ type: 'text' })
  channel: ReminderChannel;

  @Column({ type: 'timestamptz' })
  scheduledDate: Date;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null;

  /** The clinic's words (a manual or automation reminder); null for an appointment reminder's standard text. */
  @Column({ type: 'text', nullable: true })
  message: string | null;

  @Column({ type: 'text', default: 'normal' })
  priority: ReminderPriority;

  /** The phone number or e-mail address it went to (shown masked). */
  @Column({ type: 'text', nullable: true })
  toAddress: string | null;

  /** Why it failed (the provider's answer), or the skip/cancel reason code (reminderSkipReasons). */
  @Column({ type: 'text', nullable: true })
  statusReason: string | null;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  providerMessageId: string | null;

  /** Minutes before the appointment (its clinic's rule), for an appointment reminder. */
  @Column({ type: 'integer', nullable: true })
  offsetMinutes: number | null;

  @Column({ type: 'text', nullable: true })
  idempotencyKey: string | null;

  /** The user who created it; null for the system (appointment rules, automation). */
  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
