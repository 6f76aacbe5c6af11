import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CreatedAt } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { Patient } from '../patients/patient.entity';
import { OutboundEmail } from '../../platform/mail/outbound-email.entity';
import { MarketingCampaign } from './marketing-campaign.entity';
import { MarketingLead } from './marketing-lead.entity';

/**
 * One recipient of a sent campaign: queued with its e-mail in the outbox, then delivered (the mail
 * server took it, or an open or click proves it), opened (the pixel), clicked (the redirect),
 * unsubscribed (the signed link) and converted (the lead became a patient or a sales lead).
 */
@Entity('marketing_campaign_recipients')
@Unique('marketing_campaign_recipients_email_key', ['campaignId', 'email'])
@Check('marketing_campaign_recipients_who_check', `"lead_id" IS NOT NULL OR "patient_id" IS NOT NULL`)
@Index('marketing_campaign_recipients_lead_idx', ['leadId'])
@Index('marketing_campaign_recipients_clinic_idx', ['clinicId', 'queuedAt'])
export class CampaignRecipient {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  campaignId: number;

  @ManyToOne(() => MarketingCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id' })
  campaign?: MarketingCampaign;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'integer', nullable: true })
  leadId: number | null;

  @ManyToOne(() => MarketingLead, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'lead_id' })
  lead?: MarketingLead;

  @Column({ type: 'integer', nullable: true })
  patientId: number | null;

  @ManyToOne(() => Patient, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'patient_id' })
  patient?: Patient;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'integer', nullable: true })
  outboundEmailId: number | null;

  @ManyToOne(() => OutboundEmail, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'outbound_email_id' })
  outboundEmail?: OutboundEmail;

  @Column({ type: 'timestamptz' })
  queuedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  clickedAt: Date | null;

  @Column({ type: 'integer', default: 0 })
  clickCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  convertedAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
