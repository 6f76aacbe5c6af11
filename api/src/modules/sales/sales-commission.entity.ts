import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { ClinicInvoice } from '../subscriptions/clinic-invoice.entity';
import { billingFrequencies } from '../subscriptions/subscription-states';
import { SalesPayout } from './sales-payout.entity';
import { SalesRepresentative } from './sales-representative.entity';
import { commissionKinds, commissionStatuses, saleTypes } from './sales-states';

/**
 * A rep's commission on one paid subscription invoice (kind sale), or the negative line that claws
 * back a commission already paid out (kind clawback, pointing at it). One of each per invoice at most.
 */
@Entity('sales_commissions')
@Unique('sales_commissions_invoice_kind_key', ['clinicInvoiceId', 'kind'])
@Check('sales_commissions_kind_check', oneOf('kind', commissionKinds))
@Check('sales_commissions_status_check', oneOf('status', commissionStatuses))
@Check('sales_commissions_sale_type_check', oneOf('sale_type', saleTypes))
@Check('sales_commissions_frequency_check', oneOf('billing_frequency', billingFrequencies, true))
@Check(
  'sales_commissions_sign_check',
  `("kind" = 'sale' AND "amount" >= 0 AND "clawback_of_id" IS NULL) OR ("kind" = 'clawback' AND "amount" < 0 AND "clawback_of_id" IS NOT NULL)`,
)
@Check('sales_commissions_paid_check', `("status" = 'paid') = ("payout_id" IS NOT NULL)`)
@Index('sales_commissions_rep_idx', ['salesRepId', 'status'])
@Index('sales_commissions_sale_date_idx', ['saleDate', 'id'])
export class SalesCommission {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text', default: 'sale' })
  kind: string;

  @Column({ type: 'integer' })
  salesRepId: number;

  @ManyToOne(() => SalesRepresentative, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'sales_rep_id' })
  salesRep?: SalesRepresentative;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  clinicInvoiceId: number;

  @ManyToOne(() => ClinicInvoice, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_invoice_id' })
  clinicInvoice?: ClinicInvoice;

  @Column({ type: 'text' })
  saleType: string;

  @Column({ type: 'text' })
  subscriptionPlan: string;

  @Column({ type: 'text', nullable: true })
  billingFrequency: string | null;

  @Column({ type: 'date' })
  saleDate: string;

  @Column(moneyColumn)
  saleAmount: string;

  /** The percent applied; null for a flat commission. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  commissionRate: string | null;

  @Column(moneyColumn)
  amount: string;

  @Column({ type: 'text', default: 'pending' })
  status: string;

  @Column({ type: 'integer', nullable: true })
  clawbackOfId: number | null;

  @ManyToOne(() => SalesCommission, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clawback_of_id' })
  clawbackOf?: SalesCommission;

  /** Why it was clawed back (a refund, a cancellation for non-payment). */
  @Column({ type: 'text', nullable: true })
  clawbackReason: string | null;

  @Column({ type: 'integer', nullable: true })
  payoutId: number | null;

  @ManyToOne(() => SalesPayout, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'payout_id' })
  payout?: SalesPayout;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
