import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { moneyColumn } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { TreatmentNote } from '../treatment-notes/treatment-note.entity';
import { User } from '../users/user.entity';
import { BillingEntry } from './billing-entry.entity';

/**
 * A coded line of a bill: date of service, procedure code, units and fee, the diagnoses it treats and
 * the provider. A bill raised by signing a note has one per procedure; a free-text bill has none.
 */
@Entity('billing_lines')
@Check('billing_lines_units_check', '"units" BETWEEN 1 AND 99')
@Check('billing_lines_amount_check', '"unit_fee" >= 0 AND "amount" = "unit_fee" * "units"')
@Check('billing_lines_code_check', `"procedure_code" ~ '^[0-9A-Z]{5}$'`)
@Index('billing_lines_billing_idx', ['billingId', 'lineNumber'], { unique: true })
@Index('billing_lines_case_idx', ['caseId', 'serviceDate'])
export class BillingLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  billingId: number;

  @ManyToOne(() => BillingEntry, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'billing_id' })
  billing?: BillingEntry;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer', nullable: true })
  treatmentNoteId: number | null;

  @ManyToOne(() => TreatmentNote, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'treatment_note_id' })
  treatmentNote?: TreatmentNote;

  @Column({ type: 'integer' })
  lineNumber: number;

  @Column({ type: 'date' })
  serviceDate: string;

  @Column({ type: 'text' })
  procedureCode: string;

  /** The clinic's own description at the time of service. */
  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', array: true, default: '{}' })
  modifiers: string[];

  @Column({ type: 'integer' })
  units: number;

  @Column(moneyColumn)
  unitFee: string;

  @Column(moneyColumn)
  amount: string;

  /** The ICD-10-CM codes this line treats, in pointer order (up to four). */
  @Column({ type: 'text', array: true, default: '{}' })
  diagnosisCodes: string[];

  @Column({ type: 'text', nullable: true })
  providerId: string | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'provider_id' })
  provider?: User;
}
