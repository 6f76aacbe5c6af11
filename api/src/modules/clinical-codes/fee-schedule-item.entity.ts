import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, moneyColumn } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/**
 * A line of the clinic's fee schedule: a procedure code with the clinic's own description and fee
 * (CPT descriptors are licensed and never shipped: decision in docs/decisions.md).
 */
@Entity('fee_schedule')
@Check('fee_schedule_code_check', `"procedure_code" ~ '^[0-9A-Z]{5}$'`)
@Check('fee_schedule_fee_check', '"fee" >= 0')
@Check('fee_schedule_units_check', '"default_units" BETWEEN 1 AND 99')
@Index('fee_schedule_clinic_code_idx', ['clinicId', 'procedureCode'], { unique: true })
export class FeeScheduleItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  procedureCode: string;

  @Column({ type: 'text' })
  description: string;

  /** The fee of one unit. */
  @Column(moneyColumn)
  fee: string;

  @Column({ type: 'integer', default: 1 })
  defaultUnits: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
