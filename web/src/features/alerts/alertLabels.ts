import type { CaseAlertKind, CaseAlertSeverity } from '../../gql/graphql';

export const alertKindLabels: Record<CaseAlertKind, string> = {
  treatment_gap: 'Treatment gaps',
  missed_re_exam: 'Missed re-exams',
  behind_plan: 'Behind plan',
  policy_limit: 'Policy limits',
  statute_of_limitations: 'Filing deadlines',
};

/** MUI's Alert severities for ours. */
export const alertSeverityColor: Record<CaseAlertSeverity, 'info' | 'warning' | 'error'> = {
  info: 'info',
  warning: 'warning',
  critical: 'error',
};

export const coverageTypeLabels: Record<string, string> = {
  pip: 'PIP',
  medpay: 'MedPay',
  bodily_injury: 'Bodily injury',
  um_uim: 'UM/UIM',
};

export const clearedReasonLabels: Record<string, string> = {
  visit_recorded: 'a visit was recorded',
  re_exam_done: 'the re-exam was done',
  caught_up: 'visits caught up with the plan',
  limit_changed: 'the coverage changed',
  superseded: 'a later threshold replaced it',
  deadline_changed: 'the deadline changed',
  case_status: 'the case moved on',
  no_longer_applies: 'it no longer applies',
};

/** "in 12 days", "today", "3 days ago". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'today';
  if (days > 0) return `in ${days} day${days === 1 ? '' : 's'}`;
  return `${-days} day${days === -1 ? '' : 's'} ago`;
}
