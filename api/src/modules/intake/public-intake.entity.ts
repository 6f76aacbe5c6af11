import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { intakeInjuryTypes, intakeLanguages, intakeStatuses, intakeUrgencies } from './intake.enums';

/** One reason of the triage score or of the match, as the desk lists it. */
export interface IntakeReason {
  factor: string;
  points: number;
  text: string;
}

/**
 * An injured person's request for help from the public form /get-help (the spec's public_intake,
 * decisions 400-409): what happened, where, who already helps them, how to reach them and their
 * consent; the triage score with its reasons; the matched clinic and attorney; the conversion into a
 * patient and a case (linked both ways: the intake names them, each is unique here).
 */
@Entity('public_intake')
@Check('public_intake_status_check', oneOf('conversion_status', intakeStatuses))
@Check('public_intake_urgency_check', oneOf('urgency_level', intakeUrgencies))
@Check('public_intake_injury_type_check', oneOf('injury_type', intakeInjuryTypes))
@Check('public_intake_language_check', oneOf('language', intakeLanguages))
@Check('public_intake_state_check', `"location_state" ~ '^[A-Z]{2}$'`)
@Check('public_intake_triage_check', `"triage_score" BETWEEN 0 AND 100`)
@Check('public_intake_contact_check', `"email" IS NOT NULL OR "phone" IS NOT NULL`)
@Check('public_intake_contacted_check', `("conversion_status" = 'new') = ("contacted_at" IS NULL)`)
@Check('public_intake_converted_check', `("conversion_status" = 'converted') = ("converted_at" IS NOT NULL)`)
@Check('public_intake_closed_check', `("conversion_status" = 'closed') = ("closed_at" IS NOT NULL)`)
@Check('public_intake_value_check', `"estimated_case_value" IS NULL OR "estimated_case_value" >= 0`)
@Check(
  'public_intake_reasons_check',
  `jsonb_typeof("triage_reasons") = 'array' AND jsonb_typeof("match_reasons") = 'array'`,
)
@Check('public_intake_utm_check', `jsonb_typeof("utm_params") = 'object'`)
@Index('public_intake_status_created_idx', ['conversionStatus', 'createdAt'])
@Index('public_intake_clinic_created_idx', ['matchedClinicId', 'createdAt'])
@Index('public_intake_ip_idx', ['createdAt'], { where: `"ip_address" IS NOT NULL` })
@Index('public_intake_created_idx', ['createdAt', 'id'])
export class PublicIntake {
  @PrimaryGeneratedColumn()
  id: number;

  /** What the thank-you shows and the person quotes on the phone: IN- and 8 letters/digits. */
  @Column({ type: 'text', unique: true })
  intakeCode: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'date' })
  injuryDate: string;

  @Column({ type: 'text' })
  injuryType: string;

  @Column({ type: 'text' })
  injuryDescription: string;

  @Column({ type: 'text' })
  locationCity: string;

  @Column({ type: 'text' })
  locationState: string;

  @Column({ type: 'text', nullable: true })
  insuranceCarrier: string | null;

  @Column({ type: 'boolean', default: false })
  hasAttorney: boolean;

  @Column({ type: 'text', nullable: true })
  attorneyName: string | null;

  @Column({ type: 'boolean', default: false })
  hasMedicalProvider: boolean;

  @Column({ type: 'text', nullable: true })
  providerName: string | null;

  @Column({ type: 'text', default: 'medium' })
  urgencyLevel: string;

  /** Set by the operator or the clinic once they know more; never guessed from the form. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  estimatedCaseValue: string | null;

  @Column({ type: 'integer' })
  triageScore: number;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  triageReasons: IntakeReason[];

  @Column({ type: 'integer', nullable: true })
  matchedAttorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'matched_attorney_id' })
  matchedAttorney?: Attorney;

  @Column({ type: 'integer', nullable: true })
  matchedClinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'matched_clinic_id' })
  matchedClinic?: Clinic;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  matchReasons: IntakeReason[];

  @Column({ type: 'text', default: 'new' })
  conversionStatus: string;

  @Column({ type: 'timestamptz', nullable: true })
  contactedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  convertedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  closeReason: string | null;

  /** The patient and case the conversion created (each at most one intake's). */
  @Column({ type: 'integer', nullable: true, unique: true })
  convertedPatientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'converted_patient_id' })
  convertedPatient?: Patient;

  @Column({ type: 'integer', nullable: true, unique: true })
  convertedCaseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'converted_case_id' })
  convertedCase?: CaseRecord;

  /** The consent to be contacted: when it was given and which wording (intakeConsentTexts). */
  @Column({ type: 'timestamptz' })
  consentAt: Date;

  @Column({ type: 'text' })
  consentTextVersion: string;

  /** The form's language (en or es). */
  @Column({ type: 'text', default: 'en' })
  language: string;

  @Column({ type: 'text', nullable: true })
  source: string | null;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  utmParams: Record<string, string>;

  /** For abuse handling only, erased after 30 days (decision 403); never shown to clinics. */
  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
