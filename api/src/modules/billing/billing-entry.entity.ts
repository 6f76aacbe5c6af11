import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { BillingStatus, billingStatuses, paymentMethods } from './billing.enums';

@Entity('billing')
@Check('billing_status_check', oneOf('status', billingStatuses))
@Check('billing_amount_check', '"amount" >= 0')
@Check('billing_payment_method_check', oneOf('payment_method', paymentMethods, true))
@Index('billing_clinic_status_idx', ['clinicId', 'status'])
@Index('billing_clinic_created_idx', ['clinicId', 'createdAt'])
export class BillingEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
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

  @Column({ type: 'text', unique: true })
  invoiceNumber: string;

  @Column(moneyColumn)
  amount: string;

  @Column({ ...moneyColumn, nullable: true })
  adjustedAmount: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: BillingStatus.pending })
  status: BillingStatus;

  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'date', nullable: true })
  paidDate: string | null;

  @Column({ type: 'text', nullable: true })
  paymentMethod: string | null;

  /** The signed note whose procedures this bill charges (its coded lines are in billing_lines). */
  @Column({ type: 'integer', nullable: true, unique: true })
  treatmentNoteId: number | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
