import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, oneOf } from '../../db/columns';
import { BillingEntry } from '../billing/billing-entry.entity';
import { paymentMethods } from '../billing/billing.enums';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { ledgerEntryKinds } from './ledger.enums';
import { ReductionRequest } from './reduction-request.entity';

/**
 * One posting on a case's lien ledger. Append-only: a trigger (migration LienLedger) refuses any
 * UPDATE or DELETE, so the running balance is the history and nothing else.
 */
@Entity('case_ledger_entries')
@Check('case_ledger_entries_kind_check', oneOf('kind', ledgerEntryKinds))
@Check('case_ledger_entries_amount_check', '"amount" >= 0')
@Check('case_ledger_entries_payment_method_check', oneOf('payment_method', paymentMethods, true))
@Index('case_ledger_entries_case_idx', ['caseId', 'id'])
// A bill is charged once, at its first submission (decision 97).
@Index('case_ledger_entries_one_charge_per_bill_idx', ['billingId'], { unique: true, where: `"kind" = 'charge'` })
export class LedgerEntry {
  @PrimaryGeneratedColumn()
  id: number;

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

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  amount: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  billingId: number | null;

  @ManyToOne(() => BillingEntry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'billing_id' })
  billing?: BillingEntry;

  @Column({ type: 'integer', nullable: true })
  reductionRequestId: number | null;

  @ManyToOne(() => ReductionRequest, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'reduction_request_id' })
  reductionRequest?: ReductionRequest;

  @Column({ type: 'text', nullable: true })
  paymentMethod: string | null;

  @Column({ type: 'text', nullable: true })
  reference: string | null;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'date', default: () => 'CURRENT_DATE' })
  effectiveDate: string;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;
}
