import { setIn } from 'formik';
import * as yup from 'yup';
import type {
  AutomationActionType,
  AutomationConditionField,
  AutomationConditionOperator,
  AutomationRuleFieldsFragment,
  AutomationRuleInput,
  AutomationTriggerType,
} from '../../gql/graphql';
import { fieldErrorsOf } from '../../lib/graphqlErrors';
import { actionFields, isTimeTrigger } from './automationLabels';

export interface RuleFormValues {
  name: string;
  description: string;
  triggerType: AutomationTriggerType;
  triggerDays: string;
  conditions: { field: AutomationConditionField; operator: AutomationConditionOperator; value: string }[];
  actions: { type: AutomationActionType; target: string; template: string }[];
  priority: number;
  isActive: boolean;
}

export const newRuleValues: RuleFormValues = {
  name: '',
  description: '',
  triggerType: 'no_visit',
  triggerDays: '14',
  conditions: [],
  actions: [{ type: 'create_task', target: '', template: 'Follow up on {case_number}' }],
  priority: 1,
  isActive: true,
};

export function ruleFormValuesOf(rule: AutomationRuleFieldsFragment | null | undefined): RuleFormValues {
  if (!rule) return newRuleValues;
  return {
    name: rule.name,
    description: rule.description ?? '',
    triggerType: rule.triggerType,
    triggerDays: rule.triggerDays === null || rule.triggerDays === undefined ? '' : String(rule.triggerDays),
    conditions: rule.conditions.map(({ field, operator, value }) => ({ field, operator, value })),
    actions: rule.actions.map(({ type, target, template }) => ({
      type,
      target: target ?? '',
      template: template ?? '',
    })),
    priority: rule.priority,
    isActive: rule.isActive,
  };
}

/** The form as the API's input (the server checks everything again). */
export function ruleInputOf(values: RuleFormValues): AutomationRuleInput {
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    triggerType: values.triggerType,
    triggerDays: isTimeTrigger(values.triggerType) ? Number(values.triggerDays) : null,
    conditions: values.conditions.map(({ field, operator, value }) => ({ field, operator, value: value.trim() })),
    actions: values.actions.map(({ type, target, template }) => ({
      type,
      target: target.trim() || null,
      template: template.trim() || null,
    })),
    priority: values.priority,
    isActive: values.isActive,
  };
}

/** The server's rules, so most mistakes show under their field before saving. */
export const ruleSchema = yup.object({
  name: yup.string().trim().required('Name is required').max(120, 'Name must be at most 120 characters'),
  description: yup.string().max(1000, 'Description must be at most 1000 characters'),
  triggerDays: yup.string().when('triggerType', {
    is: (trigger: AutomationTriggerType) => isTimeTrigger(trigger),
    then: (days) =>
      days
        .required('Trigger days is required for this trigger (1-365)')
        .matches(/^\d+$/, 'Trigger days must be a whole number of days')
        .test('range', 'Trigger days must be between 1 and 365', (value) => Number(value) >= 1 && Number(value) <= 365),
  }),
  conditions: yup.array(
    yup.object({
      value: yup.string().trim().required('Choose a value').max(40, 'At most 40 characters'),
    }),
  ),
  actions: yup
    .array(
      yup.object({
        type: yup.string().required(),
        template: yup
          .string()
          .max(2000, 'At most 2000 characters')
          .when('type', {
            is: (type: AutomationActionType) => actionFields[type]?.templateRequired,
            then: (text) => text.trim().required('This text is required'),
          }),
      }),
    )
    .min(1, 'A rule needs at least one action'),
});

/** The server's field errors ("actions.0.target") as Formik's nested errors. */
export function ruleFormErrorsOf(error: unknown): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error)))
    errors = setIn(errors, field.replace(/^input\./, ''), message) as Record<string, unknown>;
  return errors;
}
