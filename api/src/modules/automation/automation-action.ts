import type { EntityManager } from 'typeorm';
import type { Services } from '../../services';

/**
 * The actions a workflow rule can take. Each has one handler in ./actions/ (its own file and
 * owner): the rule engine validates a rule's actions with `validate` when the rule is saved, and
 * runs them with `run` inside the execution's transaction.
 */
export const automationActionTypes = [
  'create_task',
  'send_reminder',
  'send_message',
  'notify_attorney',
  'post_webhook',
] as const;

export type AutomationActionType = (typeof automationActionTypes)[number];

/** One action of a rule, as stored in the rule's `actions` list. */
export interface AutomationActionConfig {
  type: AutomationActionType;
  /** Whom or where: a user id, 'assignee' keywords, a reminder channel, a webhook endpoint id; per type. */
  target: string | null;
  /** The text the action writes (task title, reminder or message text); never PHI beyond what its reader may read. */
  template: string | null;
}

/** The record a rule fired on. */
export interface AutomationSubject {
  clinicId: number;
  patientId: number | null;
  caseId: number | null;
  /** What the trigger matched: 'case', 'appointment', 'billing', 'treatment_note', 'document', 'reduction_request', 'patient'. */
  recordType: string;
  recordId: string;
}

export interface AutomationActionContext {
  manager: EntityManager;
  services: Services;
  ruleId: number;
  ruleName: string;
  executionId: number;
  subject: AutomationSubject;
  /** The job's clock (tests move it). */
  now: Date;
}

export interface AutomationActionHandler {
  type: AutomationActionType;
  /** The label the rule builder shows. */
  label: string;
  /** Problems with an action's target or template, each naming the field ('target' or 'template'); [] when valid. */
  validate(
    manager: EntityManager,
    clinicId: number,
    action: AutomationActionConfig,
  ): Promise<{ field: 'target' | 'template'; message: string }[]>;
  /** Does the action; returns one line for the execution's details. Throws to fail the execution. */
  run(context: AutomationActionContext, action: AutomationActionConfig): Promise<string>;
}
