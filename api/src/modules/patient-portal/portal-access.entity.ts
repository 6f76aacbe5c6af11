import { Check, Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';
import { portalLanguages, portalMfaMethods, portalInviteChannels } from './portal.enums';

/**
 * The spec's client_portal_access: one per patient. The access code is kept only as its SHA-256
 * with an expiry and works once (decision 411); the password and the TOTP secret live where every
 * account's do (users.password_hash, second_factors, sealed), so the spec's portalPassword and
 * mfaSecret are those (decision 410).
 */
@Entity('client_portal_access')
@Check('client_portal_access_language_check', oneOf('preferred_language', portalLanguages))
@Check('client_portal_access_invited_via_check', oneOf('invited_via', portalInviteChannels))
@Check('client_portal_access_mfa_method_check', oneOf('mfa_method', portalMfaMethods, true))
@Check('client_portal_access_mfa_check', `NOT "mfa_enabled" OR "mfa_method" IS NOT NULL`)
@Check('client_portal_access_code_expiry_check', `"access_code_hash" IS NULL OR "access_code_expires_at" IS NOT NULL`)
@Check('client_portal_access_contact_check', `"email" IS NOT NULL OR "phone" IS NOT NULL`)
@Check('client_portal_access_invite_count_check', `"invite_count" >= 1`)
@Index('client_portal_access_clinic_idx', ['clinicId', 'id'])
export class ClientPortalAccess {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id', foreignKeyConstraintName: 'FK_client_portal_access_clinic' })
  clinic?: Clinic;

  @Column({ type: 'integer', unique: true })
  patientId: number;

  @OneToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id', foreignKeyConstraintName: 'FK_client_portal_access_patient' })
  patient?: Patient;

  /** The patient's portal login, once they accepted. */
  @Column({ type: 'text', nullable: true, unique: true })
  userId: string | null;

  @OneToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_client_portal_access_user' })
  user?: User;

  /** SHA-256 of the one-time access code (the spec's accessCode); null once used. */
  @Column({ type: 'text', nullable: true, unique: true })
  accessCodeHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  accessCodeExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  accessCodeUsedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastAccessAt: Date | null;

  @Column({ type: 'boolean', default: true })
  smsNotifications: boolean;

  @Column({ type: 'boolean', default: true })
  emailNotifications: boolean;

  @Column({ type: 'text', default: 'en' })
  preferredLanguage: string;

  @Column({ type: 'boolean', default: false })
  familyMemberAccess: boolean;

  @Column({ type: 'boolean', default: false })
  mfaEnabled: boolean;

  @Column({ type: 'text', nullable: true })
  mfaMethod: string | null;

  @Column({ type: 'text' })
  invitedVia: string;

  @Column({ type: 'text', nullable: true })
  invitedBy: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  invitedAt: Date;

  @Column({ type: 'integer', default: 1 })
  inviteCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  deactivatedBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
