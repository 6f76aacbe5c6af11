import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { BillingEntry } from '../billing/billing-entry.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { ReductionStatus, reductionStatuses } from './ledger.enums';
import { ReductionRequest } from './reduction-request.entity';

/**
 * The spec's bill_reductions: the reduction as applied, written when a request is accepted, with the
 * letter's text as sent (the PDF is rendered from it). The AI fields stay empty until the AI issue.
 */
@Entity('bill_reductions')
@Check('bill_reductions_status_check', oneOf('status', reductionStatuses))
@Index('bill_reductions_case_idx', ['caseId'])
export class BillReduction {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  billingId: number | null;

  @ManyToOne(() => BillingEntry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'billing_id' })
  billing?: BillingEntry;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer', unique: true, nullable: true })
  reductionRequestId: number | null;

  @ManyToOne(() => ReductionRequest, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reduction_request_id' })
  reductionRequest?: ReductionRequest;

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  @Column({ type: 'text', nullable: true })
  providerName: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  originalAmount: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  requestedPercentage: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  requestedAmount: string | null;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  aiSuggestedPercentage: string | null;

  @Column({ type: 'text', nullable: true })
  aiReasoning: string | null;

  @Column({ type: 'text', nullable: true })
  negotiationLetter: string | null;

  @Column({ type: 'boolean', default: false })
  responseReceived: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  responseDate: Date | null;

  @Column({ type: 'text', nullable: true })
  responseNotes: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  finalAmount: string | null;

  @Column({ type: 'text', default: ReductionStatus.pending })
  status: ReductionStatus;

  @Column({ type: 'text', nullable: true })
  templateUsed: string | null;

  @Column({ type: 'integer', default: 0 })
  followUpCount: number;

  @Column({ type: 'date', nullable: true })
  lastFollowUpDate: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
