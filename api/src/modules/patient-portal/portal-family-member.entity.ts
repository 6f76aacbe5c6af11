import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { User } from '../users/user.entity';
import { ClientPortalAccess } from './portal-access.entity';
import { familyPermissions, familyRelationships, portalLanguages, portalMfaMethods } from './portal.enums';

/**
 * A family member the patient let into their portal (decision 420): their own login (a `patient`
 * users row), their own invitation code (SHA-256, 72 hours, once) and second factor, scoped to the
 * patient with the permission the patient chose. Revoked rows stay, for the record.
 */
@Entity('portal_family_members')
@Check('portal_family_members_relationship_check', oneOf('relationship', familyRelationships))
@Check('portal_family_members_permission_check', oneOf('permission', familyPermissions))
@Check('portal_family_members_language_check', oneOf('preferred_language', portalLanguages))
@Check('portal_family_members_mfa_method_check', oneOf('mfa_method', portalMfaMethods, true))
@Check('portal_family_members_mfa_check', `NOT "mfa_enabled" OR "mfa_method" IS NOT NULL`)
@Check('portal_family_members_code_expiry_check', `"access_code_hash" IS NULL OR "access_code_expires_at" IS NOT NULL`)
@Check(
  'portal_family_members_name_check',
  `char_length("first_name") BETWEEN 1 AND 100 AND char_length("last_name") BETWEEN 1 AND 100`,
)
@Check('portal_family_members_email_check', `char_length("email") BETWEEN 3 AND 254`)
@Check('portal_family_members_revoked_check', `("revoked_at" IS NULL) = ("revoked_by" IS NULL)`)
@Index('portal_family_members_patient_idx', ['patientId', 'id'])
@Index('portal_family_members_active_email_key', ['patientId', 'email'], {
  unique: true,
  where: '"revoked_at" IS NULL',
})
export class PortalFamilyMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  accessId: number;

  @ManyToOne(() => ClientPortalAccess, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'access_id', foreignKeyConstraintName: 'FK_portal_family_members_access' })
  access?: ClientPortalAccess;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id', foreignKeyConstraintName: 'FK_portal_family_members_clinic' })
  clinic?: Clinic;

  @Column({ type: 'integer' })
  patientId: number;

  @ManyToOne(() => Patient, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'patient_id', foreignKeyConstraintName: 'FK_portal_family_members_patient' })
  patient?: Patient;

  /** The family member's own portal login, once they accepted. */
  @Column({ type: 'text', nullable: true, unique: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_portal_family_members_user' })
  user?: User;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  /** Lower-cased; where the invitation goes and the login's e-mail. */
  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  relationship: string;

  @Column({ type: 'text', default: 'read_only' })
  permission: string;

  /** SHA-256 of the one-time invitation code; null once used or revoked. */
  @Column({ type: 'text', nullable: true, unique: true })
  accessCodeHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  accessCodeExpiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  mfaEnabled: boolean;

  @Column({ type: 'text', nullable: true })
  mfaMethod: string | null;

  @Column({ type: 'text', default: 'en' })
  preferredLanguage: string;

  @Column({ type: 'timestamptz', nullable: true })
  lastAccessAt: Date | null;

  /** The patient's login that granted it. */
  @Column({ type: 'text' })
  grantedBy: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  grantedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  revokedBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
