import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/** A kind of visit the clinic books (new patient exam, adjustment, re-exam, therapy...), with its length. */
@Entity('appointment_types')
@Check('appointment_types_duration_check', '"duration_minutes" BETWEEN 5 AND 480')
@Index('appointment_types_clinic_name_idx', { synchronize: false })
export class AppointmentType {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer' })
  durationMinutes: number;

  /** The calendar colour, "#rrggbb". */
  @Column({ type: 'text', default: '#1976d2' })
  color: string;

  /** A re-exam type counts toward the treatment plan's re-exams. */
  @Column({ type: 'boolean', default: false })
  isReExam: boolean;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
