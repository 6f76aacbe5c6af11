import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { MarketingCampaign } from './marketing-campaign.entity';

/**
 * An address that asked for no more marketing from a sender: a clinic (`sender` = 'clinic:<id>') or
 * the operator (`sender` = 'platform'). Every later send of that sender leaves it out.
 */
@Entity('marketing_unsubscribes')
@Unique('marketing_unsubscribes_sender_email_key', ['sender', 'email'])
@Index('marketing_unsubscribes_clinic_idx', ['clinicId'])
export class MarketingUnsubscribe {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  sender: string;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'integer', nullable: true })
  campaignId: number | null;

  @ManyToOne(() => MarketingCampaign, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: MarketingCampaign;

  @CreatedAt()
  createdAt: Date;
}
