import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UpdatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/**
 * A state's personal-injury limitation period: the shipped default (clinic_id NULL, "verify with
 * counsel") or a clinic's own correction, which wins for that clinic's cases (decision 334).
 */
@Entity('statute_limitation_periods')
@Check('statute_limitation_periods_state_check', `"state" ~ '^[A-Z]{2}$'`)
@Check('statute_limitation_periods_months_check', '"period_months" BETWEEN 1 AND 240')
@Index('statute_limitation_periods_default_idx', ['state'], { unique: true, where: '"clinic_id" IS NULL' })
@Index('statute_limitation_periods_clinic_idx', ['clinicId', 'state'], {
  unique: true,
  where: '"clinic_id" IS NOT NULL',
})
export class StatuteLimitationPeriod {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  /** Two-letter USPS code (DC included). */
  @Column({ type: 'text' })
  state: string;

  @Column({ type: 'integer' })
  periodMonths: number;

  /** What the period covers or its exceptions, in words. */
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  updatedBy: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
