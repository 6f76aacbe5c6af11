import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Attorney } from '../attorneys/attorney.entity';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { providerProfileTypes, type ProviderProfileType } from './provider-network.enums';

/**
 * A clinic's or an attorney's public profile (decisions 390-391): one per owner, shown at
 * /providers/{slug} only while `is_public`. Ratings and outcomes are computed, never typed in;
 * `verified_badge` and `featured_provider` are the operator's. The name's trigram index and the
 * specialties' GIN index are the migration's (synchronize: false).
 */
@Entity('provider_profiles')
@Check('provider_profiles_type_check', oneOf('profile_type', providerProfileTypes))
@Check(
  'provider_profiles_owner_check',
  `("profile_type" = 'clinic' AND "clinic_id" IS NOT NULL AND "attorney_id" IS NULL) OR ("profile_type" = 'attorney' AND "attorney_id" IS NOT NULL AND "clinic_id" IS NULL)`,
)
@Check('provider_profiles_slug_check', `"profile_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("profile_slug") <= 80`)
@Check('provider_profiles_rating_check', '"average_rating" IS NULL OR "average_rating" BETWEEN 1 AND 5')
@Check('provider_profiles_review_count_check', '"review_count" >= 0')
@Check('provider_profiles_success_rate_check', '"success_rate" IS NULL OR "success_rate" BETWEEN 0 AND 100')
@Check('provider_profiles_years_check', '"years_experience" IS NULL OR "years_experience" BETWEEN 0 AND 80')
@Index('provider_profiles_clinic_idx', ['clinicId'], { unique: true, where: '"clinic_id" IS NOT NULL' })
@Index('provider_profiles_attorney_idx', ['attorneyId'], { unique: true, where: '"attorney_id" IS NOT NULL' })
@Index('provider_profiles_public_idx', ['profileType', 'averageRating', 'id'], { where: '"is_public"' })
@Index('provider_profiles_name_trgm_idx', { synchronize: false })
@Index('provider_profiles_specializations_idx', { synchronize: false })
export class ProviderProfile {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who created or last edited the profile. */
  @Column({ type: 'text', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer', nullable: true })
  attorneyId: number | null;

  @ManyToOne(() => Attorney, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'attorney_id' })
  attorney?: Attorney;

  @Column({ type: 'boolean', default: false })
  isPublic: boolean;

  @Column({ type: 'text', unique: true })
  profileSlug: string;

  @Column({ type: 'text' })
  displayName: string;

  @Column({ type: 'text' })
  profileType: ProviderProfileType;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  specializations: string[];

  /** "City, ST" or "ST" entries. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  coverageAreas: string[];

  /** Image URLs (https) with their alt text. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  images: { url: string; alt: string }[];

  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Column({ type: 'integer', nullable: true })
  yearsExperience: number | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  languagesSpoken: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  acceptedInsurance: string[];

  /** Whether the provider takes new patients or clients now (the matching's capacity). */
  @Column({ type: 'boolean', default: true })
  acceptingNewPatients: boolean;

  /** The published reviews' mean, two decimals; null without reviews. */
  @Column({ type: 'numeric', precision: 3, scale: 2, nullable: true })
  averageRating: string | null;

  @Column({ type: 'integer', default: 0 })
  reviewCount: number;

  /** Percent of closed cases that settled with an amount (from the record). */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  successRate: string | null;

  /** Mean days from a case's opening to its close (from the record). */
  @Column({ type: 'integer', nullable: true })
  averageSettlementTime: number | null;

  /** Closed cases behind the two figures above. */
  @Column({ type: 'integer', default: 0 })
  closedCaseCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  statsComputedAt: Date | null;

  @Column({ type: 'boolean', default: false })
  verifiedBadge: boolean;

  @Column({ type: 'boolean', default: false })
  featuredProvider: boolean;

  @Column({ type: 'text', nullable: true })
  seoTitle: string | null;

  @Column({ type: 'text', nullable: true })
  seoDescription: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  seoKeywords: string[];

  /** Contact shown on the public page (the owner chooses what to publish). */
  @Column({ type: 'text', nullable: true })
  publicPhone: string | null;

  @Column({ type: 'text', nullable: true })
  publicEmail: string | null;

  @Column({ type: 'text', nullable: true })
  website: string | null;

  @Column({ type: 'text', nullable: true })
  city: string | null;

  @Column({ type: 'text', nullable: true })
  state: string | null;

  /** Network name -> https URL (facebook, instagram, linkedin, x, youtube). */
  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  socialLinks: Record<string, string>;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
