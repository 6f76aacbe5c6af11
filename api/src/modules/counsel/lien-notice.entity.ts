import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { CaseTransfer } from '../cases/case-transfer.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';

const money = { type: 'numeric', precision: 14, scale: 2 } as const;

/**
 * The lien notice a clinic sends the new attorney when a case is transferred (substitution of
 * counsel): the ledger's totals and lines as they stood at the transfer, and the letter's text. The
 * PDF is rendered from this snapshot, so it reads the same whenever it is downloaded.
 */
@Entity('lien_notices')
@Index('lien_notices_case_idx', ['caseId', 'createdAt'])
@Index('lien_notices_attorney_idx', ['toAttorneyId', 'createdAt'])
@Check(
  'lien_notices_totals_check',
  `"total_charges" >= 0 AND "total_payments" >= 0 AND "total_reductions" >= 0 AND "total_write_offs" >= 0 AND "balance" = "total_charges" - "total_payments" - "total_reductions" - "total_write_offs"`,
)
@Check('lien_notices_lines_check', `jsonb_typeof("lines") = 'array'`)
export class LienNotice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  /** One notice per transfer. */
  @Column({ type: 'integer', unique: true })
  caseTransferId: number;

  @ManyToOne(() => CaseTransfer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_transfer_id' })
  caseTransfer?: CaseTransfer;

  @Column({ type: 'integer' })
  toAttorneyId: number;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'to_attorney_id' })
  toAttorney?: Attorney;

  /** The balance is "to date": this day, in the clinic's calendar. */
  @Column({ type: 'date' })
  asOf: string;

  @Column({ ...money })
  totalCharges: string;

  @Column({ ...money })
  totalPayments: string;

  @Column({ ...money })
  totalReductions: string;

  @Column({ ...money })
  totalWriteOffs: string;

  @Column({ ...money })
  balance: string;

  /** The ledger's entries at the transfer: [{date, kind, description, amount}], oldest first. */
  @Column({ type: 'jsonb' })
  lines: unknown[];

  /** The letter as sent (paragraphs separated by blank lines). */
  @Column({ type: 'text' })
  letter: string;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;
}
