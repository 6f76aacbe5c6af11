import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { billingFrequencies, clinicInvoiceKinds, clinicInvoiceStatuses } from './subscription-states';

/**
 * What the operator bills a clinic: a subscription period, a proration, a late fee or a debit.
 * Numbered platform-wide (`CB-{year}-{n}`). Tax-free: total = subtotal (tax is 0 until tax is added
 * properly). Dunning state lives here: the attempts made and when the next one is due.
 */
@Entity('clinic_invoices')
@Check('clinic_invoices_kind_check', oneOf('kind', clinicInvoiceKinds))
@Check('clinic_invoices_status_check', oneOf('status', clinicInvoiceStatuses))
@Check('clinic_invoices_frequency_check', oneOf('frequency', billingFrequencies, true))
@Check('clinic_invoices_amounts_check', '"total" >= 0 AND "amount_paid" >= 0 AND "amount_paid" <= "total"')
@Index('clinic_invoices_clinic_idx', ['clinicId', 'issuedAt', 'id'])
@Index('clinic_invoices_dunning_idx', ['nextAttemptAt'], { where: `status = 'open'` })
export class ClinicInvoice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', unique: true })
  number: string;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'text', default: 'open' })
  status: string;

  @Column({ type: 'text', nullable: true })
  planCode: string | null;

  @Column({ type: 'text', nullable: true })
  frequency: string | null;

  @Column({ type: 'date', nullable: true })
  periodStart: string | null;

  @Column({ type: 'date', nullable: true })
  periodEnd: string | null;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'date' })
  dueDate: string;

  @Column(moneyColumn)
  subtotal: string;

  @Column({ ...moneyColumn, default: 0 })
  tax: string;

  @Column(moneyColumn)
  total: string;

  @Column({ ...moneyColumn, default: 0 })
  amountPaid: string;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  /** Charges tried for this invoice (the first one and the dunning retries). */
  @Column({ type: 'integer', default: 0 })
  attemptCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  /** The late-fee invoice raised because this one stayed unpaid past the grace period (once). */
  @Column({ type: 'integer', nullable: true })
  lateFeeInvoiceId: number | null;

  @CreatedAt()
  createdAt: Date;
}
