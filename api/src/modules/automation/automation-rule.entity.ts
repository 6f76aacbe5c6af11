import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CreatedAt, UpdatedAt, jsonbDefault, oneOf } from '../../db/columns';
import { Clinic } from '../clinics/clinic.entity';
import { User } from '../users/user.entity';
import { automationActionTypes, type AutomationActionConfig } from './automation-action';
import { automationRuleStatuses, automationTriggerTypes } from './automation.enums';
import type { AutomationCondition } from './automation-conditions';

/**
 * A clinic's workflow rule (spec fields plus name, conditions and the list of actions). The spec's
 * single action_type/action_target/action_template are the first action of `actions`, written with
 * it on every save (decision 291).
 */
@Entity('workflow_automation_rules')
@Check('workflow_automation_rules_status_check', oneOf('status', automationRuleStatuses))
@Check('workflow_automation_rules_trigger_type_check', oneOf('trigger_type', automationTriggerTypes))
@Check('workflow_automation_rules_action_type_check', oneOf('action_type', automationActionTypes))
@Check('workflow_automation_rules_trigger_days_check', `"trigger_days" IS NULL OR "trigger_days" BETWEEN 1 AND 365`)
@Check('workflow_automation_rules_priority_check', `"priority" BETWEEN 1 AND 10`)
@Index('workflow_automation_rules_clinic_trigger_idx', ['clinicId', 'triggerType'])
export class WorkflowAutomationRule {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  clinicId: number;

  @ManyToOne(() => Clinic, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'clinic_id' })
  clinic?: Clinic;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'text', default: 'active' })
  status: string;

  @Column({ type: 'text' })
  triggerType: string;

  @Column({ type: 'integer', nullable: true })
  triggerDays: number | null;

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  conditions: AutomationCondition[];

  @Column({ type: 'jsonb', default: jsonbDefault([]) })
  actions: AutomationActionConfig[];

  @Column({ type: 'text' })
  actionType: string;

  @Column({ type: 'text', nullable: true })
  actionTarget: string | null;

  @Column({ type: 'text', nullable: true })
  actionTemplate: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 1 })
  priority: number;

  @Column({ type: 'integer', default: 0 })
  consecutiveFailures: number;

  @Column({ type: 'text', nullable: true })
  disabledReason: string | null;

  @Column({ type: 'text', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'workflow_automation_rules_created_by_fk' })
  creator?: User;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
