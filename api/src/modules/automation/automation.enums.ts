import { registerEnumType } from 'type-graphql';

/**
 * What makes a rule fire. Event triggers react to a domain event (events.dispatch); time triggers
 * are found by the automation sweep in SQL and take a number of days.
 */
export enum AutomationTriggerType {
  case_status_unchanged = 'case_status_unchanged',
  case_status_changed = 'case_status_changed',
  appointment_missed = 'appointment_missed',
  no_visit = 'no_visit',
  bill_overdue = 'bill_overdue',
  note_signed = 'note_signed',
  document_uploaded = 'document_uploaded',
  reduction_requested = 'reduction_requested',
}
registerEnumType(AutomationTriggerType, {
  name: 'AutomationTriggerType',
  description:
    "What makes a rule fire: a case's status unchanged for N days (the issue's 'patient status'), no visit for N days (cases in treatment), a bill overdue N days; or an event: case status changed, appointment missed, note signed, document uploaded, reduction requested",
});
export const automationTriggerTypes = Object.values(AutomationTriggerType);

/** Triggers the sweep evaluates; each needs `triggerDays` (1-365). */
export const timeTriggers: readonly AutomationTriggerType[] = [
  AutomationTriggerType.case_status_unchanged,
  AutomationTriggerType.no_visit,
  AutomationTriggerType.bill_overdue,
];
export const isTimeTrigger = (trigger: AutomationTriggerType) => timeTriggers.includes(trigger);

/** active: on; paused: switched off by a person; disabled: switched off after repeated failures. */
export enum AutomationRuleStatus {
  active = 'active',
  paused = 'paused',
  disabled = 'disabled',
}
registerEnumType(AutomationRuleStatus, {
  name: 'AutomationRuleStatus',
  description: 'active: on; paused: switched off by a person; disabled: switched off after repeated failures',
});
export const automationRuleStatuses = Object.values(AutomationRuleStatus);

export enum AutomationExecutionStatus {
  pending = 'pending',
  succeeded = 'succeeded',
  failed = 'failed',
}
registerEnumType(AutomationExecutionStatus, {
  name: 'AutomationExecutionStatus',
  description: 'pending: waiting for (or retrying) its actions; succeeded; failed: every retry failed',
});
export const automationExecutionStatuses = Object.values(AutomationExecutionStatus);

/** The tests a condition makes on the subject's case. */
export enum AutomationConditionField {
  case_status = 'case_status',
  case_type = 'case_type',
  has_attorney = 'has_attorney',
  balance = 'balance',
}
registerEnumType(AutomationConditionField, {
  name: 'AutomationConditionField',
  description:
    "case_status / case_type (is, is_not), has_attorney (is: 'true' or 'false'), balance (over, under; dollars)",
});

export enum AutomationConditionOperator {
  is = 'is',
  is_not = 'is_not',
  over = 'over',
  under = 'under',
}
registerEnumType(AutomationConditionOperator, { name: 'AutomationConditionOperator' });

/** A rule that fails this many times in a row is switched off and its clinic's admins told. */
export const maxConsecutiveFailures = 5;
