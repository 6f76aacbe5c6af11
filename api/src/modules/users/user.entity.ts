import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { Role, allRoles } from '../../platform/access/role';

@ObjectType({ description: 'A person who signs in' })
@Entity('users')
@Check('users_npi_check', `"npi" IS NULL OR "npi" ~ '^[0-9]{10}$'`)
@Check('users_email_lower_check', `"email" = lower("email")`)
@Check('users_role_check', oneOf('role', allRoles))
@Check(
  'users_role_link_check',
  `("role" IN ('clinic_staff', 'clinic_admin') AND "clinic_id" IS NOT NULL) OR ("role" = 'attorney' AND "attorney_id" IS NOT NULL) OR "role" = 'super_admin' OR ("role" = 'patient' AND "clinic_id" IS NULL AND "attorney_id" IS NULL) OR ("role" = 'operator_staff' AND "clinic_id" IS NULL AND "attorney_id" IS NULL)`,
)
export class User {
  @Field(() => ID)
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Field(() => String)
  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  firstName: string;

  @Field(() => String)
  @Column({ type: 'text', default: '' })
  lastName: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Field(() => Role)
  @Column({ type: 'text', default: Role.clinic_staff })
  role: Role;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Field(() => Int, { nullable: true })
  @Index()
  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Field(() => Boolean)
  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  /** A provider sees patients: the calendar has a column for them and they sign notes. */
  @Column({ type: 'boolean', default: false })
  isProvider: boolean;

  /** The provider's National Provider Identifier (10 digits), for claims. */
  @Column({ type: 'text', nullable: true })
  npi: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  @Field(() => String)
  @Column({ type: 'text', default: 'local' })
  authProvider: string;

  @Index({ unique: true, where: '"google_id" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  googleId: string | null;

  @Index({ unique: true, where: '"apple_id" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  appleId: string | null;

  /** The generic OpenID Connect provider's identity of this user: `issuer + ' ' + sub`. */
  @Index({ unique: true, where: '"oidc_subject" IS NOT NULL' })
  @Column({ type: 'text', nullable: true })
  oidcSubject: string | null;

  @Field(() => Date)
  @CreatedAt()
  createdAt: Date;

  @Field(() => Date)
  @UpdatedAt()
  updatedAt: Date;
}
