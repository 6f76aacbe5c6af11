import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Patient } from '../patients/patient.entity';
import { ProviderProfile } from './provider-profile.entity';

/**
 * A one-time review link sent to a verified patient of the profile's owner (decision 392): only the
 * SHA-256 of its token is kept; it is used once and expires.
 */
@Entity('provider_review_invites')
@Check('provider_review_invites_expiry_check', '"expires_at" > "created_at"')
@Index('provider_review_invites_profile_idx', ['profileId', 'createdAt'])
export class ProviderReviewInvite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  profileId: number;

  @ManyToOne(() => ProviderProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: ProviderProfile;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'text', unique: true })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @CreatedAt()
  createdAt: Date;
}
