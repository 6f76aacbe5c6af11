import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { settlementLineKinds, settlementStatuses, SettlementStatus } from './settlement.enums';

const money = { type: 'numeric', precision: 12, scale: 2 } as const;

/**
 * One version of a case's settlement disbursement statement (decisions 340-349). Versions are kept:
 * a revision supersedes the current row and adds the next version. The sums are checked by the
 * database to the cent: gross = fee + costs + liens + net to the client.
 */
@Entity('settlement_statements')
@Unique('settlement_statements_case_version_key', ['caseId', 'version'])
@Check('settlement_statements_status_check', oneOf('status', settlementStatuses))
@Check('settlement_statements_version_check', '"version" >= 1')
@Check(
  'settlement_statements_amounts_check',
  '"gross_amount" > 0 AND "attorney_fee" >= 0 AND "total_costs" >= 0 AND "total_liens" >= 0 AND "net_to_client" >= 0 AND "clinic_payment" >= 0 AND "clinic_balance" >= 0',
)
@Check(
  'settlement_statements_balanced_check',
  '"gross_amount" = "attorney_fee" + "total_costs" + "total_liens" + "net_to_client"',
)
@Check('settlement_statements_clinic_line_check', '"clinic_payment" <= "total_liens"')
@Check(
  'settlement_statements_fee_percentage_check',
  '"fee_percentage" IS NULL OR ("fee_percentage" > 0 AND "fee_percentage" < 100)',
)
@Check('settlement_statements_dispute_check', `"status" <> 'disputed' OR "dispute_reason" IS NOT NULL`)
@Check('settlement_statements_confirmed_check', `"status" <> 'confirmed' OR "confirmed_at" IS NOT NULL`)
// One current (not superseded) statement per case: a revision and a confirm cannot both win.
@Index('settlement_statements_one_current_idx', ['caseId'], { unique: true, where: `"status" <> 'superseded'` })
@Index('settlement_statements_clinic_status_idx', ['clinicId', 'status'])
export class SettlementStatement {
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

  /** The attorney who recorded this version (the case's attorney then). */
  @Index()
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'text', default: SettlementStatus.proposed })
  status: string;

  @Column({ type: 'date' })
  settlementDate: string;

  @Column(money)
  grossAmount: string;

  /** Set when the fee was given as a percentage of the gross (the fee is then rounded to the cent). */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  feePercentage: string | null;

  @Column(money)
  attorneyFee: string;

  @Column(money)
  totalCosts: string;

  /** Every lien paid, the clinic's line included. */
  @Column(money)
  totalLiens: string;

  /** The clinic's own lien line: what the attorney proposes to pay the clinic. */
  @Column(money)
  clinicPayment: string;

  /** The case ledger's balance when this version was recorded. */
  @Column(money)
  clinicBalance: string;

  @Column(money)
  netToClient: string;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  disputeReason: string | null;

  @Column({ type: 'text', nullable: true })
  disputedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'disputed_by' })
  disputer?: User;

  @Column({ type: 'timestamptz', nullable: true })
  disputedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  confirmedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'confirmed_by' })
  confirmer?: User;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** An itemised cost or another lienholder's lien on one statement version. */
@Entity('settlement_statement_lines')
@Unique('settlement_statement_lines_position_key', ['statementId', 'kind', 'position'])
@Check('settlement_statement_lines_kind_check', oneOf('kind', settlementLineKinds))
@Check('settlement_statement_lines_amount_check', '"amount" > 0')
@Check('settlement_statement_lines_position_check', '"position" >= 1')
export class SettlementStatementLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  statementId: number;

  @ManyToOne(() => SettlementStatement, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'statement_id' })
  statement?: SettlementStatement;

  @Index()
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'integer' })
  position: number;

  /** The cost's description, or the lienholder's name. */
  @Column({ type: 'text' })
  description: string;

  @Column(money)
  amount: string;
}
