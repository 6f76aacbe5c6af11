import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { BillingEntry } from '../billing/billing-entry.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { ReductionStatus, reductionStatuses } from './ledger.enums';

/** The spec's bill_reduction_requests: an attorney's ask and the clinic's answer. At most one open per case. */
@Entity('bill_reduction_requests')
@Check('bill_reduction_requests_status_check', oneOf('status', reductionStatuses))
@Index('bill_reduction_requests_case_idx', ['caseId', 'createdAt'])
@Index('bill_reduction_requests_one_open_idx', ['caseId'], {
  unique: true,
  where: `"status" IN ('pending', 'countered')`,
})
export class ReductionRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** The spec's per-bill link; our requests cover the case's whole balance, so this stays empty. */
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

  @Column({ type: 'text', nullable: true })
  requestedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by' })
  requester?: User;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  originalAmount: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  requestedPercentage: string | null;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  requestedAmount: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ type: 'text', default: ReductionStatus.pending })
  status: ReductionStatus;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  counterAmount: string | null;

  @Column({ type: 'text', nullable: true })
  respondedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'responded_by' })
  responder?: User;

  @Column({ type: 'text', nullable: true })
  approvedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'approved_by' })
  approver?: User;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true })
  approvedAmount: string | null;

  @Column({ type: 'text', nullable: true })
  clinicNotes: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
