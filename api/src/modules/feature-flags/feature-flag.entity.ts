import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';

/**
 * The spec's feature_flags: a global value (clinic_id NULL) and per-clinic overrides of the same name
 * (decision 444). A name is unique once globally and once per clinic.
 */
@Entity('feature_flags')
@Check('feature_flags_name_check', `"name" ~ '^[a-z][a-z0-9_.]{1,62}$'`)
@Check('feature_flags_metadata_check', `jsonb_typeof("metadata") = 'object'`)
@Index('feature_flags_global_name_key', ['name'], { unique: true, where: `"clinic_id" IS NULL` })
@Index('feature_flags_clinic_name_key', ['clinicId', 'name'], { unique: true, where: `"clinic_id" IS NOT NULL` })
@Index('feature_flags_name_idx', ['name', 'clinicId'])
export class FeatureFlag {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'boolean', default: false })
  enabled: boolean;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  metadata: Record<string, unknown>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
