import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn, oneOf } from '../../db/columns';
import { FieldAccess } from '../../platform/access/field-access';
import { Decimal, LocalDate } from '../../platform/graphql/scalars';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { CaseStatus, CaseType, caseStatuses, caseTypes } from './case.enums';
import { internalNotesVisible } from './case-access.policy';

@ObjectType('Case', { description: 'A personal-injury case of one patient at one clinic' })
@Entity('cases')
@Check('cases_status_check', oneOf('status', caseStatuses))
@Check('cases_case_type_check', oneOf('case_type', caseTypes))
@Index('cases_clinic_created_idx', ['clinicId', 'createdAt'])
@Index('cases_attorney_created_idx', ['attorneyId', 'createdAt'])
@Index('cases_clinic_status_idx', ['clinicId', 'status'])
// The cases page counts only unarchived cases: this answers its counts from the index alone.
@Index('cases_unarchived_clinic_status_idx', ['clinicId', 'status'], { where: '"archived_at" IS NULL' })
// Trigram indexes for substring search live in a hand-written migration.
@Index('cases_case_number_trgm_idx', { synchronize: false })
@Index('cases_description_trgm_idx', { synchronize: false })
export class CaseRecord {
  @Field(() => Int)
  @PrimaryGeneratedColumn()
  id: number;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  caseNumber: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  title: string | null;

  @Field(() => Int)
  @Index()
  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Field(() => Int)
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Field(() => CaseType)
  @Column({ type: 'text' })
  caseType: CaseType;

  @Field(() => CaseStatus)
  @Column({ type: 'text', default: CaseStatus.active_treatment })
  status: CaseStatus;

  @Field(() => LocalDate, { nullable: true })
  @Column({ type: 'date', nullable: true })
  accidentDate: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Field(() => String, { nullable: true, description: 'Internal notes: clinic users and operators only' })
  @FieldAccess(internalNotesVisible)
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field(() => Decimal, { nullable: true })
  @Column({ ...moneyColumn, nullable: true })
  settlementAmount: string | null;

  @Field(() => LocalDate, { nullable: true })
  @Column({ type: 'date', nullable: true })
  settlementDate: string | null;

  /** When the case last moved to closed (null while open): the end of its duration, for the AI models. */
  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  /** Set when the clinic closes the case's lien ledger (ledger module); nothing is posted after. */
  @Column({ type: 'timestamptz', nullable: true })
  ledgerClosedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  ledgerClosedBy: string | null;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** Set by the operator's bulk archive (closed more than a year ago): left out of the default lists. */
  @Field(() => Date, { nullable: true, description: 'When the operator archived this closed case; null: not archived' })
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt: Date;
}
