import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { CaseRecord } from '../cases/case.entity';
import { Clinic } from '../clinics/clinic.entity';

export const treatmentPlanStatuses = ['active', 'completed', 'discontinued'] as const;
export type TreatmentPlanStatus = (typeof treatmentPlanStatuses)[number];

/** A case's plan of care: visits per week for a number of weeks, re-exam dates and goals; one active per case. */
@Entity('treatment_plans')
@Check('treatment_plans_status_check', oneOf('status', treatmentPlanStatuses))
@Check('treatment_plans_frequency_check', '"visits_per_week" BETWEEN 1 AND 7 AND "weeks" BETWEEN 1 AND 104')
@Index('treatment_plans_one_active_idx', ['caseId'], { unique: true, where: `"status" = 'active'` })
@Index('treatment_plans_clinic_idx', ['clinicId', 'startDate'])
export class TreatmentPlan {
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

  @Column({ type: 'integer' })
  visitsPerWeek: number;

  @Column({ type: 'integer' })
  weeks: number;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date', array: true, default: '{}' })
  reExamDates: string[];

  @Column({ type: 'text', nullable: true })
  goals: string | null;

  @Column({ type: 'text', default: 'active' })
  status: TreatmentPlanStatus;

  @Column({ type: 'text' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
