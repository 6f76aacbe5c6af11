import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, oneOf } from '../../db/columns';
import { providerReviewStatuses, type ProviderReviewStatus } from './provider-network.enums';
import { ProviderProfile } from './provider-profile.entity';
import { ProviderReviewInvite } from './provider-review-invite.entity';

/**
 * A review of a public profile (decision 392): written through a one-time link the provider sent to
 * its patient (verified), moderated by the operator, answered once by the provider. `reviewer_name`
 * is what the page shows (first name + initial unless the reviewer chose the full name);
 * `reviewer_email` is never shown.
 */
@Entity('provider_reviews')
@Check('provider_reviews_rating_check', '"rating" BETWEEN 1 AND 5')
@Check('provider_reviews_status_check', oneOf('moderation_status', providerReviewStatuses))
@Check('provider_reviews_published_check', `"is_published" = ("moderation_status" <> 'hidden')`)
@Check('provider_reviews_counts_check', '"helpful_votes" >= 0 AND "report_count" >= 0')
@Check('provider_reviews_response_check', '("response_from_provider" IS NULL) = ("response_date" IS NULL)')
@Index('provider_reviews_profile_idx', ['profileId', 'createdAt', 'id'])
@Index('provider_reviews_moderation_idx', ['moderationStatus', 'createdAt'])
export class ProviderReview {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  profileId: number;

  @ManyToOne(() => ProviderProfile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: ProviderProfile;

  /** The link it was written through (one review per link). */
  @Column({ type: 'integer', nullable: true, unique: true })
  inviteId: number | null;

  @ManyToOne(() => ProviderReviewInvite, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invite_id' })
  invite?: ProviderReviewInvite;

  @Column({ type: 'text' })
  reviewerName: string;

  @Column({ type: 'text', nullable: true })
  reviewerEmail: string | null;

  @Column({ type: 'integer' })
  rating: number;

  @Column({ type: 'text', nullable: true })
  reviewTitle: string | null;

  @Column({ type: 'text', nullable: true })
  reviewContent: string | null;

  @Column({ type: 'boolean', default: false })
  isVerified: boolean;

  @Column({ type: 'text', nullable: true })
  caseOutcome: string | null;

  @Column({ type: 'boolean', nullable: true })
  wouldRecommend: boolean | null;

  @Column({ type: 'text', nullable: true })
  responseFromProvider: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  responseDate: Date | null;

  @Column({ type: 'integer', default: 0 })
  helpfulVotes: number;

  @Column({ type: 'integer', default: 0 })
  reportCount: number;

  @Column({ type: 'boolean', default: true })
  isPublished: boolean;

  @Column({ type: 'text', default: 'published' })
  moderationStatus: ProviderReviewStatus;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  moderatedBy: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
