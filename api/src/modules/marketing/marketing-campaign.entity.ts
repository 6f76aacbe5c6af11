import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, moneyColumn, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import type { AudienceFilter } from './marketing-audience';
import { MarketingAudience } from './marketing-audience.entity';
import { campaignStatuses, campaignTypes } from './marketing.enums';

/**
 * An e-mail campaign of a clinic (or of the operator: clinic_id null). `target_audience` is the
 * audience's filter as it was when the campaign was sent; the counts are kept from its recipients.
 */
@Entity('marketing_campaigns')
@Check('marketing_campaigns_type_check', oneOf('type', campaignTypes))
@Check('marketing_campaigns_status_check', oneOf('status', campaignStatuses))
@Check('marketing_campaigns_money_check', `"budget" >= 0 AND "cost" >= 0 AND "revenue" >= 0`)
@Check('marketing_campaigns_sent_check', `("status" = 'sent') = ("sent_at" IS NOT NULL)`)
@Check('marketing_campaigns_scheduled_check', `"status" <> 'scheduled' OR "send_at" IS NOT NULL`)
@Check('marketing_campaigns_links_check', `jsonb_typeof("links") = 'array'`)
@Index('marketing_campaigns_clinic_created_idx', ['clinicId', 'createdAt'])
export class MarketingCampaign {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: 'email' })
  type: string;

  @Column({ type: 'text', default: 'draft' })
  status: string;

  @Column({ type: 'integer', nullable: true })
  audienceId: number | null;

  @ManyToOne(() => MarketingAudience, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'audience_id' })
  audience?: MarketingAudience;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  targetAudience: AudienceFilter;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text' })
  subject: string;

  /** The links of the content, in order: the click redirect leads only to these. */
  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  links: string[];

  @Column({ ...moneyColumn, default: 0 })
  budget: string;

  @Column({ type: 'timestamptz', nullable: true })
  sendAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  totalRecipients: number;

  @Column({ type: 'integer', default: 0 })
  delivered: number;

  @Column({ type: 'integer', default: 0 })
  opened: number;

  @Column({ type: 'integer', default: 0 })
  clicked: number;

  @Column({ type: 'integer', default: 0 })
  converted: number;

  @Column({ type: 'integer', default: 0 })
  unsubscribed: number;

  /** Recipients left out at the send: unsubscribed earlier, or a patient without marketing consent. */
  @Column({ type: 'integer', default: 0 })
  skipped: number;

  @Column({ ...moneyColumn, default: 0 })
  cost: string;

  @Column({ ...moneyColumn, default: 0 })
  revenue: string;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'marketing_campaigns_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
