import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { CaseRecord } from './case.entity';

@Entity('case_transfers')
export class CaseTransfer {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  caseId: number;

  @ManyToOne(() => CaseRecord, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'case_id' })
  case?: CaseRecord;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer', nullable: true })
  fromAttorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'from_attorney_id' })
  fromAttorney?: Attorney;

  @Column({ type: 'integer', nullable: true })
  toAttorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'to_attorney_id' })
  toAttorney?: Attorney;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'text' })
  transferredBy: string;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'transferred_by' })
  transferredByUser?: User;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  transferDate: Date;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
