import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { crmPlatforms, crmSyncFrequencies } from './marketing.enums';

/**
 * A clinic's link to the CRM it already uses: leads and activities are posted to `webhook_url`,
 * signed with the secret. The API key and secret are kept sealed (never readable back).
 */
@Entity('crm_integration_settings')
@Check('crm_integration_settings_platform_check', oneOf('platform', crmPlatforms))
@Check('crm_integration_settings_frequency_check', oneOf('sync_frequency', crmSyncFrequencies))
@Check('crm_integration_settings_mapping_check', `jsonb_typeof("mapping_config") = 'object'`)
export class CrmIntegrationSettings {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', unique: true })
  clinicId: number;

  @OneToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  platform: string;

  /** Sealed with the SecretBox (bound to the row), never returned. */
  @Column({ type: 'text', nullable: true })
  apiKey: string | null;

  /** The signing secret, sealed; shown once when made. */
  @Column({ type: 'text' })
  apiSecret: string;

  @Column({ type: 'text' })
  webhookUrl: string;

  @Column({ type: 'text', array: true, default: '{}' })
  events: string[];

  @Column({ type: 'boolean', default: true })
  syncEnabled: boolean;

  @Column({ type: 'text', default: 'hourly' })
  syncFrequency: string;

  @Column({ type: 'timestamptz', nullable: true })
  lastSyncAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'jsonb', default: jsonbDefault({}) })
  mappingConfig: Record<string, string>;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
