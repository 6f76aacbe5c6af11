import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { Appointment } from '../scheduling/appointment.entity';
import { User } from '../users/user.entity';

export const noteTypes = ['soap', 'initial_exam', 're_exam', 'discharge'] as const;
export type NoteType = (typeof noteTypes)[number];

/** Vital signs as recorded (every field optional). */
export interface VitalSigns {
  bloodPressureSystolic?: number;
  bloodPressureDiastolic?: number;
  pulse?: number;
  respiratoryRate?: number;
  temperatureF?: number;
  heightIn?: number;
  weightLb?: number;
}

/** A procedure performed at the visit: a code of the clinic's fee schedule, with units and the diagnoses it treats. */
export interface NoteProcedure {
  code: string;
  units: number;
  modifiers: string[];
  /** 1-based positions in the note's diagnosis codes (at most four, as a claim line allows). */
  diagnosisPointers: number[];
}

/**
 * A treatment note (SOAP). Signing locks it: a trigger refuses any change or deletion of a locked row,
 * so a correction is an addendum, a new version of the same note (original_note_id, version), itself signed.
 */
@Entity('treatment_notes')
@Check('treatment_notes_type_check', oneOf('note_type', noteTypes))
@Check('treatment_notes_pain_check', '"pain_scale" IS NULL OR "pain_scale" BETWEEN 0 AND 10')
@Check(
  'treatment_notes_signed_check',
  '"is_locked" = ("signed_at" IS NOT NULL) AND ("signed_at" IS NULL) = ("signed_by" IS NULL)',
)
@Check('treatment_notes_version_check', '("original_note_id" IS NULL) = ("version" = 1)')
@Index('treatment_notes_version_idx', { synchronize: false })
@Index('treatment_notes_appointment_idx', { synchronize: false })
@Index('treatment_notes_clinic_created_idx', ['clinicId', 'createdAt'])
@Index('treatment_notes_case_idx', ['caseId', 'createdAt'])
@Index('treatment_notes_patient_idx', ['patientId', 'createdAt'])
export class TreatmentNote {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  appointmentId: number;

  @ManyToOne(() => Appointment, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'appointment_id' })
  appointment?: Appointment;

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

  @Column({ type: 'text' })
  providerId: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'provider_id' })
  provider?: User;

  @Column({ type: 'text', default: 'soap' })
  noteType: NoteType;

  @Column({ type: 'text', nullable: true })
  subjective: string | null;

  @Column({ type: 'text', nullable: true })
  objective: string | null;

  @Column({ type: 'text', nullable: true })
  assessment: string | null;

  @Column({ type: 'text', nullable: true })
  plan: string | null;

  @Column({ type: 'integer', nullable: true })
  painScale: number | null;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  vitalSigns: VitalSigns;

  @Column({ type: 'text', nullable: true })
  treatmentsProvided: string | null;

  /** ICD-10-CM codes in order: the procedures point into this list. */
  @Column({ type: 'text', array: true, default: '{}' })
  diagnosisCodes: string[];

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  procedureCodes: NoteProcedure[];

  @Column({ type: 'boolean', default: false })
  isLocked: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  signedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  signedBy: string | null;

  /** An addendum's first version; null on the first version itself. */
  @Column({ type: 'integer', nullable: true })
  originalNoteId: number | null;

  @ManyToOne(() => TreatmentNote, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'original_note_id' })
  originalNote?: TreatmentNote;

  @Column({ type: 'integer', default: 1 })
  version: number;

  /** Why an addendum was written (required on an addendum). */
  @Column({ type: 'text', nullable: true })
  addendumReason: string | null;

  @Column({ type: 'text' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
