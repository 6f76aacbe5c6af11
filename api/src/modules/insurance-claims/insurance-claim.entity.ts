import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import { DocumentRecord } from '../documents/document.entity';
import { Patient } from '../patients/patient.entity';
import { CaseCoverage } from './case-coverage.entity';
import { type ClaimStatus, type ClaimType, claimStatuses, claimTypes } from './insurance-claim.enums';

/** A claim's service line as submitted: copied from a coded bill line (billingLineId), so later edits cannot change it. */
export interface ClaimServiceLine {
  billingLineId: number;
  serviceDate: string;
  procedureCode: string;
  modifiers: string[];
  units: number;
  charge: string;
  diagnosisCodes: string[];
  providerId: string | null;
}

@Entity('insurance_claims')
@Check('insurance_claims_status_check', oneOf('status', claimStatuses))
@Check('insurance_claims_type_check', oneOf('claim_type', claimTypes))
@Check(
  'insurance_claims_amounts_check',
  `"billed_amount" >= 0 AND coalesce("allowed_amount", 0) >= 0 AND coalesce("paid_amount", 0) >= 0 AND coalesce("patient_responsibility", 0) >= 0 AND coalesce("deductible_applied", 0) >= 0 AND coalesce("copay_amount", 0) >= 0 AND coalesce("coinsurance_amount", 0) >= 0`,
)
@Check(
  'insurance_claims_lines_check',
  `jsonb_typeof("service_lines") = 'array' AND jsonb_array_length("service_lines") > 0`,
)
@Check('insurance_claims_accident_state_check', `"accident_state" IS NULL OR "accident_state" ~ '^[A-Z]{2}$'`)
@Index('insurance_claims_clinic_idx', ['clinicId', 'createdAt'])
@Index('insurance_claims_case_idx', ['caseId', 'createdAt'])
export class InsuranceClaim {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  /** The coverage billed (the spec's insuranceId). */
  @Column({ type: 'integer', nullable: true })
  insuranceId: number | null;

  @ManyToOne(() => CaseCoverage, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'insurance_id' })
  insurance?: CaseCoverage;

  /** Counted per clinic, unique platform-wide (PRODUCT.md 11). */
  @Column({ type: 'text', unique: true })
  claimNumber: string;

  @Column({ type: 'text', default: 'original' })
  claimType: ClaimType;

  @Column({ type: 'text', default: 'draft' })
  status: ClaimStatus;

  @Column({ type: 'timestamptz', nullable: true })
  submittedAt: Date | null;

  @Column(moneyColumn)
  billedAmount: string;

  @Column({ ...moneyColumn, nullable: true })
  allowedAmount: string | null;

  @Column({ ...moneyColumn, nullable: true })
  paidAmount: string | null;

  @Column({ ...moneyColumn, nullable: true })
  patientResponsibility: string | null;

  @Column({ ...moneyColumn, nullable: true })
  deductibleApplied: string | null;

  @Column({ ...moneyColumn, nullable: true })
  copayAmount: string | null;

  @Column({ ...moneyColumn, nullable: true })
  coinsuranceAmount: string | null;

  @Column({ type: 'jsonb' })
  serviceLines: ClaimServiceLine[];

  /** Where the accident happened (two-letter state): CMS-1500 box 10b, 837P CLM11-4. */
  @Column({ type: 'text', nullable: true })
  accidentState: string | null;

  @Column({ type: 'text', nullable: true })
  denialReason: string | null;

  @Column({ type: 'text', nullable: true })
  appealNotes: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paymentReceivedAt: Date | null;

  /** The explanation of benefits, a document of the case. */
  @Column({ type: 'integer', nullable: true })
  eobDocumentId: number | null;

  @ManyToOne(() => DocumentRecord, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'eob_document_id' })
  eobDocument?: DocumentRecord;

  @Column({ type: 'text' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
