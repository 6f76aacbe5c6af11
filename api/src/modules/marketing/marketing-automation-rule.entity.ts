import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import {
  marketingTriggerTypes,
  type MarketingActionConfig,
  type MarketingCondition,
} from '../automation/marketing/marketing-automation';

/** A marketing rule (trigger, conditions, actions), fired and run by the automation engine. */
@Entity('marketing_automation_rules')
@Check('marketing_automation_rules_trigger_check', oneOf('trigger_type', marketingTriggerTypes))
@Check(
  'marketing_automation_rules_json_check',
  `jsonb_typeof("trigger_conditions") = 'array' AND jsonb_typeof("actions") = 'array'`,
)
@Check(
  'marketing_automation_rules_counts_check',
  `"successful_triggers" >= 0 AND "successful_triggers" <= "total_triggers"`,
)
@Index('marketing_automation_rules_clinic_trigger_idx', ['clinicId', 'triggerType'])
export class MarketingAutomationRule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer', nullable: true })
  clinicId: number | null;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text' })
  triggerType: string;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  triggerConditions: MarketingCondition[];

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  actions: MarketingActionConfig[];

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastTriggered: Date | null;

  @Column({ type: 'integer', default: 0 })
  totalTriggers: number;

  @Column({ type: 'integer', default: 0 })
  successfulTriggers: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'marketing_automation_rules_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
