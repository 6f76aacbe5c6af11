import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import type { AudienceFilter } from './marketing-audience';

/** A saved audience filter (leads and/or consenting patients by fields that are not clinical). */
@Entity('marketing_audiences')
@Check('marketing_audiences_filter_check', `jsonb_typeof("filter") = 'object'`)
@Index('marketing_audiences_clinic_idx', ['clinicId', 'name'])
export class MarketingAudience {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  filter: AudienceFilter;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'marketing_audiences_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
