import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';
import {
  type CoverageType,
  type InsuredRelationship,
  coverageTypes,
  insuredRelationships,
} from './case-coverage.enums';

/** An insurance coverage of a case: the payer a claim goes to (the spec's insuranceId) and its limit. */
@Entity('case_coverages')
@Check('case_coverages_type_check', oneOf('coverage_type', coverageTypes))
@Check('case_coverages_relationship_check', oneOf('insured_relationship', insuredRelationships))
@Check('case_coverages_limit_check', '"limit_amount" IS NULL OR "limit_amount" >= 0')
@Index('case_coverages_case_idx', ['caseId'])
@Index('case_coverages_clinic_idx', ['clinicId'])
export class CaseCoverage {
  @PrimaryGeneratedColumn()
  id: number;

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

  @Column({ type: 'text' })
  coverageType: CoverageType;

  @Column({ type: 'text' })
  carrierName: string;

  /** The payer's electronic id (837P NM109 of the payer); required to export a claim. */
  @Column({ type: 'text', nullable: true })
  payerId: string | null;

  @Column({ type: 'text', nullable: true })
  policyNumber: string | null;

  /** The carrier's claim number for this accident. */
  @Column({ type: 'text', nullable: true })
  carrierClaimNumber: string | null;

  @Column({ type: 'text', nullable: true })
  memberId: string | null;

  @Column({ type: 'text', nullable: true })
  insuredName: string | null;

  @Column({ type: 'text', default: 'self' })
  insuredRelationship: InsuredRelationship;

  @Column({ ...moneyColumn, nullable: true })
  limitAmount: string | null;

  @Column({ type: 'text', nullable: true })
  adjusterName: string | null;

  @Column({ type: 'text', nullable: true })
  adjusterPhone: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
