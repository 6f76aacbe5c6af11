import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Clinic } from '../clinics/clinic.entity';

/**
 * An ICD-10-CM diagnosis code: the public-domain codes of chiropractic injury care are shipped
 * (clinic_id null); a clinic adds its own. Searched by code and by words (trigram index).
 */
@Entity('diagnosis_codes')
@Index('diagnosis_codes_code_idx', { synchronize: false })
@Index('diagnosis_codes_search_trgm_idx', { synchronize: false })
export class DiagnosisCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** "S13.4XXA": with its dot, upper case. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text' })
  description: string;

  /** Null: shipped with the product, every clinic sees it. */
  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
