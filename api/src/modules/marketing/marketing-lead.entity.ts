import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { SalesLead } from '../sales/sales-lead.entity';
import { User } from '../users/user.entity';
import { leadInjuryTypes, leadSeverities, leadStatuses } from './marketing.enums';

/** One reason of a lead's score, with its points (as the intake triage explains its score). */
export interface LeadScoreReason {
  factor: string;
  points: number;
  text: string;
}

/**
 * A marketing lead: a clinic's prospective patient (clinic_id set) or the operator's prospective
 * clinic (clinic_id null). Converted to a patient (clinic) or linked to a sales lead (operator).
 */
@Entity('marketing_leads')
@Check('marketing_leads_status_check', oneOf('status', leadStatuses))
@Check('marketing_leads_severity_check', oneOf('severity', leadSeverities, true))
@Check('marketing_leads_injury_type_check', oneOf('injury_type', leadInjuryTypes, true))
@Check('marketing_leads_score_check', `"lead_score" BETWEEN 0 AND 100`)
@Check('marketing_leads_converted_check', `("status" = 'converted') = ("converted_at" IS NOT NULL)`)
@Check(
  'marketing_leads_link_check',
  `("converted_to_patient_id" IS NULL OR "clinic_id" IS NOT NULL) AND ("sales_lead_id" IS NULL OR "clinic_id" IS NULL)`,
)
@Check('marketing_leads_email_check', `"email" = lower("email") AND "email" LIKE '%_@_%'`)
@Index('marketing_leads_clinic_created_idx', ['clinicId', 'createdAt'])
@Index('marketing_leads_clinic_status_idx', ['clinicId', 'status'])
@Index('marketing_leads_clinic_email_idx', ['clinicId', 'email'])
export class MarketingLead {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text', default: '' })
  lastName: string;

  /** The operator's leads: the practice's name. */
  @Column({ type: 'text', nullable: true })
  company: string | null;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text', default: 'new' })
  status: string;

  @Column({ type: 'text', nullable: true })
  injuryType: string | null;

  @Column({ type: 'text', nullable: true })
  severity: string | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_to', foreignKeyConstraintName: 'marketing_leads_assigned_to_fk' })
  assignee?: User;

  @Column({ type: 'integer', nullable: true, unique: true })
  convertedToPatientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'converted_to_patient_id' })
  convertedPatient?: Patient;

  @Column({ type: 'integer', nullable: true, unique: true })
  salesLeadId: number | null;

  @ManyToOne(() => SalesLead, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sales_lead_id' })
  salesLead?: SalesLead;

  @Column({ type: 'timestamptz', nullable: true })
  convertedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  leadScore: number;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  scoreReasons: LeadScoreReason[];

  @Column({ type: 'timestamptz', nullable: true })
  lastContactedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextFollowUpAt: Date | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'marketing_leads_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
