import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/** A treatment room: like a provider, it can hold one appointment at a time. */
@Entity('rooms')
@Index('rooms_clinic_name_idx', ['clinicId', 'name'], { unique: true })
export class Room {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;
}
