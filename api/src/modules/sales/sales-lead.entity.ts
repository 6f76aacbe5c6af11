import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { WaitlistEntry } from '../waitlist/waitlist-entry.entity';
import { SalesRepresentative } from './sales-representative.entity';
import { leadStatuses } from './sales-states';

/** One part of a lead's score: what it is, what was found, and the points it gave. */
export interface LeadScorePart {
  factor: string;
  detail: string;
  points: number;
  maxPoints: number;
}

/** A practice the sales team works towards a subscription. */
@Entity('sales_leads')
@Check('sales_leads_status_check', oneOf('status', leadStatuses))
@Check('sales_leads_score_check', `"lead_score" >= 0 AND "lead_score" <= 100`)
@Check('sales_leads_won_clinic_check', `"clinic_id" IS NULL OR "status" = 'won'`)
@Index('sales_leads_status_idx', ['status', 'id'])
@Index('sales_leads_follow_up_idx', ['nextFollowUp'])
export class SalesLead {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  companyName: string;

  @Column({ type: 'text' })
  contactName: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text', default: 'new' })
  status: string;

  @Column({ type: 'text', default: 'manual' })
  source: string;

  /** The practice's state (two letters), or null when not known. */
  @Column({ type: 'text', nullable: true })
  state: string | null;

  /** The waitlist's monthly PI cases range, when it came from there. */
  @Column({ type: 'text', nullable: true })
  monthlyPiCases: string | null;

  /** The attorney the practice named as working with them, when known. */
  @Column({ type: 'text', nullable: true })
  attorneyReferral: string | null;

  @Column({ type: 'integer', default: 0 })
  leadScore: number;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  scoreExplanation: LeadScorePart[];

  @Column({ ...moneyColumn, nullable: true })
  estimatedValue: string | null;

  @Column({ type: 'date', nullable: true })
  nextFollowUp: string | null;

  /** Follow-ups done (each Log follow-up), part of engagement. */
  @Column({ type: 'integer', default: 0 })
  followUpCount: number;

  @Column({ type: 'integer', nullable: true })
  assignedRepId: number | null;

  @ManyToOne(() => SalesRepresentative, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_rep_id' })
  assignedRep?: SalesRepresentative;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'integer', nullable: true, unique: true })
  waitlistEntryId: number | null;

  @ManyToOne(() => WaitlistEntry, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'waitlist_entry_id' })
  waitlistEntry?: WaitlistEntry;

  /** The clinic the lead became (won). */
  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
