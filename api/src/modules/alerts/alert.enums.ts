import { registerEnumType } from 'type-graphql';

/** What an alert is about: treatment (gap, re-exam, plan), money (policy limits) or time (statute). */
export const caseAlertKinds = [
  'treatment_gap',
  'missed_re_exam',
  'behind_plan',
  'policy_limit',
  'statute_of_limitations',
] as const;
export type CaseAlertKindName = (typeof caseAlertKinds)[number];

export const caseAlertSeverities = ['info', 'warning', 'critical'] as const;
export type CaseAlertSeverityName = (typeof caseAlertSeverities)[number];

export enum CaseAlertKind {
  treatment_gap = 'treatment_gap',
  missed_re_exam = 'missed_re_exam',
  behind_plan = 'behind_plan',
  policy_limit = 'policy_limit',
  statute_of_limitations = 'statute_of_limitations',
}
registerEnumType(CaseAlertKind, {
  name: 'CaseAlertKind',
  description: 'treatment_gap, missed_re_exam, behind_plan, policy_limit, statute_of_limitations',
});

export enum CaseAlertSeverity {
  info = 'info',
  warning = 'warning',
  critical = 'critical',
}
registerEnumType(CaseAlertSeverity, { name: 'CaseAlertSeverity', description: 'info, warning, critical' });

/** Why an alert stopped holding. */
export const caseAlertClearReasons = [
  'visit_recorded',
  're_exam_done',
  'caught_up',
  'limit_changed',
  'superseded',
  'deadline_changed',
  'case_status',
  'no_longer_applies',
] as const;
export type CaseAlertClearReason = (typeof caseAlertClearReasons)[number];

/** The policy-limit thresholds (percent of a coverage's limit used) and the statute's (days left). */
export const policyLimitThresholds = [80, 100] as const;
export const statuteThresholdDays = [90, 30, 7] as const;

/** A clinic without settings has these (decision 331). */
export const defaultAlertSettings = { gapDays: 14, planBehindVisits: 3, reExamGraceDays: 7 } as const;
