import type {
  AutomationActionType,
  AutomationConditionField,
  AutomationConditionOperator,
  AutomationTriggerType,
} from '../../gql/graphql';
import { caseStatusLabels, caseTypeLabels } from '../cases/labels';

/** The time triggers take a number of days (1-365); the others fire when their event happens. */
export const timeTriggers: readonly AutomationTriggerType[] = ['no_visit', 'case_status_unchanged', 'bill_overdue'];
export const isTimeTrigger = (trigger: AutomationTriggerType) => timeTriggers.includes(trigger);

/** The trigger picker's words: before and after the days box for a time trigger. */
export const triggerWords: Record<AutomationTriggerType, { before: string; after?: string }> = {
  no_visit: { before: 'No visit for', after: 'days (cases in treatment)' },
  case_status_unchanged: { before: "Case status hasn't changed for", after: 'days' },
  bill_overdue: { before: 'A bill is overdue by', after: 'days' },
  case_status_changed: { before: "A case's status changes" },
  appointment_missed: { before: 'An appointment is missed (no-show)' },
  note_signed: { before: 'A treatment note is signed' },
  document_uploaded: { before: 'A document is uploaded' },
  reduction_requested: { before: 'An attorney requests a bill reduction' },
};
export const triggerTypes = Object.keys(triggerWords) as AutomationTriggerType[];

/** "No visit for 14 days", for lists. */
export function triggerSentence(trigger: AutomationTriggerType, days: number | null | undefined): string {
  const words = triggerWords[trigger];
  return words.after ? `${words.before} ${days ?? 'N'} ${words.after.replace(/ \(.*\)$/, '')}` : words.before;
}

export const actionLabels: Record<AutomationActionType, string> = {
  create_task: 'Create a task',
  send_reminder: 'Send the patient a reminder',
  send_message: 'Send a case message',
  notify_attorney: "Notify the case's attorney",
  post_webhook: 'Post to a webhook',
};

/** What each action's target and text mean in the builder. */
export const actionFields: Record<
  AutomationActionType,
  { target?: string; template: string; templateRequired: boolean }
> = {
  create_task: { target: 'Assign to', template: 'Task title', templateRequired: true },
  send_message: { target: 'Send to', template: 'Message', templateRequired: true },
  notify_attorney: { template: 'Notification text (optional)', templateRequired: false },
  send_reminder: { target: 'Channel', template: 'Reminder text', templateRequired: true },
  post_webhook: { target: 'Webhook endpoint id', template: 'Note', templateRequired: false },
};

export const conditionFieldLabels: Record<AutomationConditionField, string> = {
  case_status: 'Case status',
  case_type: 'Case type',
  has_attorney: 'Has an attorney',
  balance: 'Balance ($)',
};

export const operatorsOf: Record<AutomationConditionField, readonly AutomationConditionOperator[]> = {
  case_status: ['is', 'is_not'],
  case_type: ['is', 'is_not'],
  has_attorney: ['is'],
  balance: ['over', 'under'],
};

export const operatorLabels: Record<AutomationConditionOperator, string> = {
  is: 'is',
  is_not: 'is not',
  over: 'is over',
  under: 'is under',
};

/** The values a condition picks from; balance takes an amount instead. */
export const conditionValues: Partial<Record<AutomationConditionField, Record<string, string>>> = {
  case_status: caseStatusLabels,
  case_type: caseTypeLabels,
  has_attorney: { true: 'Yes', false: 'No' },
};

export const ruleStatusLabels = { active: 'On', paused: 'Off', disabled: 'Switched off after failures' } as const;
