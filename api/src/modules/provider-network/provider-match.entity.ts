import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { providerMatchSources, providerMatchStatuses, type ProviderMatchStatus } from './provider-network.enums';
import { ProviderProfile } from './provider-profile.entity';

/** One reason of a match score: the factor, its points of its maximum, and why. */
export interface MatchReason {
  factor: string;
  points: number;
  max: number;
  detail: string;
}

/**
 * A referral of a patient (or an intake) to a matched provider (decision 394): the score and its
 * reasons as ranked, an SLA deadline for the first contact, contact attempts and status. The
 * requesting clinic owns it; the matched provider sees it without the patient's identity.
 */
@Entity('provider_matches')
@Check('provider_matches_status_check', oneOf('status', providerMatchStatuses))
@Check('provider_matches_source_check', oneOf('source', providerMatchSources))
@Check('provider_matches_score_check', '"match_score" BETWEEN 0 AND 100')
@Check('provider_matches_attempts_check', '"contact_attempts" >= 0')
@Check('provider_matches_scheduled_check', `"appointment_scheduled" = ("status" = 'scheduled')`)
@Check('provider_matches_clinic_check', `"source" = 'intake' OR "clinic_id" IS NOT NULL`)
@Index('provider_matches_clinic_idx', ['clinicId', 'createdAt', 'id'])
@Index('provider_matches_provider_idx', ['matchedProviderId', 'createdAt', 'id'])
@Index('provider_matches_sla_idx', ['slaDeadline'], { where: `"status" = 'pending' AND "sla_missed_at" IS NULL` })
export class ProviderMatch {
  @PrimaryGeneratedColumn()
  id: number;

  /** The requesting clinic (null for a public intake's match). */
  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text', default: 'clinic' })
  source: string;

  @Column({ type: 'integer', nullable: true })
  patientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'integer', nullable: true })
  caseId: number | null;

  @ManyToOne(() => CaseRecord, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'text' })
  requestedSpecialty: string;

  /** "City, ST" as asked. */
  @Column({ type: 'text', nullable: true })
  location: string | null;

  @Column({ type: 'text', nullable: true })
  insuranceType: string | null;

  @Column({ type: 'integer' })
  matchedProviderId: number;

  @ManyToOne(() => ProviderProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'matched_provider_id' })
  matchedProvider?: ProviderProfile;

  @Column({ type: 'integer' })
  matchScore: number;

  /** The ranking's reasons at the time of the match. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  matchCriteria: MatchReason[];

  @Column({ type: 'boolean', default: false })
  appointmentScheduled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  scheduledDate: Date | null;

  @Column({ type: 'integer', default: 0 })
  contactAttempts: number;

  @Column({ type: 'timestamptz', nullable: true })
  lastContactDate: Date | null;

  /** Minutes from the match to its first contact. */
  @Column({ type: 'integer', nullable: true })
  responseTime: number | null;

  @Column({ type: 'text', default: 'pending' })
  status: ProviderMatchStatus;

  @Column({ type: 'timestamptz' })
  slaDeadline: Date;

  /** When the SLA sweep found the first contact late (and told the clinic). */
  @Column({ type: 'timestamptz', nullable: true })
  slaMissedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
