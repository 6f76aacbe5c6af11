import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../platform/graphql/connection';
import { automationActionTypes, type AutomationActionType } from './automation-action';
import {
  AutomationConditionField,
  AutomationConditionOperator,
  AutomationExecutionStatus,
  AutomationRuleStatus,
  AutomationTriggerType,
} from './automation.enums';

/** The action types as a GraphQL enum (the list lives in automation-action.ts). */
export const AutomationActionTypeEnum = Object.fromEntries(automationActionTypes.map((t) => [t, t])) as {
  [K in AutomationActionType]: K;
};
registerEnumType(AutomationActionTypeEnum, {
  name: 'AutomationActionType',
  description: 'create_task, send_reminder, send_message, notify_attorney, post_webhook',
});

@ObjectType('AutomationCondition')
export class AutomationConditionView {
  @Field(() => AutomationConditionField) field: AutomationConditionField;
  @Field(() => AutomationConditionOperator) operator: AutomationConditionOperator;
  @Field(() => String) value: string;
}

@ObjectType('AutomationAction')
export class AutomationActionView {
  @Field(() => AutomationActionTypeEnum) type: AutomationActionType;
  @Field(() => String, { nullable: true }) target: string | null;
  @Field(() => String, { nullable: true }) template: string | null;
}

@ObjectType('AutomationRule', { description: "A clinic's workflow rule (clinic users; admins change them)" })
export class AutomationRuleView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => AutomationRuleStatus) status: AutomationRuleStatus;
  @Field(() => AutomationTriggerType) triggerType: AutomationTriggerType;
  @Field(() => Int, { nullable: true }) triggerDays: number | null;
  @Field(() => [AutomationConditionView]) conditions: AutomationConditionView[];
  @Field(() => [AutomationActionView]) actions: AutomationActionView[];
  @Field(() => AutomationActionTypeEnum, { description: "The first action's type (the spec's single action)" })
  actionType: AutomationActionType;
  @Field(() => String, { nullable: true }) actionTarget: string | null;
  @Field(() => String, { nullable: true }) actionTemplate: string | null;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Int) priority: number;
  @Field(() => Int, { description: 'Executions failed in a row; at 5 the rule is switched off' })
  consecutiveFailures: number;
  @Field(() => String, { nullable: true }) disabledReason: string | null;
  @Field(() => Date, { nullable: true }) lastRunAt: Date | null;
  @Field(() => Int, { description: 'Executions that succeeded in the last 30 days' }) succeeded30d: number;
  @Field(() => Int, { description: 'Executions that failed in the last 30 days' }) failed30d: number;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date) updatedAt: Date;
}

@ObjectType('AutomationExecution', { description: 'One firing of a rule on one record' })
export class AutomationExecutionView {
  @Field(() => Int) id: number;
  @Field(() => Int) ruleId: number;
  @Field(() => String) ruleName: string;
  @Field(() => Int, { nullable: true }) caseId: number | null;
  @Field(() => String, { nullable: true }) caseNumber: string | null;
  @Field(() => Int, { nullable: true }) patientId: number | null;
  @Field(() => String) recordType: string;
  @Field(() => ID) recordId: string;
  @Field(() => String) occurrenceKey: string;
  @Field(() => AutomationExecutionStatus) executionStatus: AutomationExecutionStatus;
  @Field(() => String, { nullable: true, description: 'One line per action' }) executionDetails: string | null;
  @Field(() => Date) scheduledFor: Date;
  @Field(() => Date, { nullable: true }) executedAt: Date | null;
  @Field(() => String, { nullable: true }) errorMessage: string | null;
  @Field(() => Int) attempts: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType()
export class AutomationExecutionConnection {
  @Field(() => [AutomationExecutionView]) nodes: AutomationExecutionView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('AutomationPreviewRecord')
export class AutomationPreviewRecord {
  @Field(() => Int) caseId: number;
  @Field(() => String) caseNumber: string;
  @Field(() => Int) patientId: number;
  @Field(() => String) patientName: string;
  @Field(() => String) recordType: string;
  @Field(() => ID) recordId: string;
  @Field(() => String, { description: 'The date the days are counted from' }) since: string;
}

@ObjectType('AutomationPreview', { description: 'What a rule would match today, without writing anything' })
export class AutomationPreview {
  @Field(() => Int, { description: 'How many records match (capped at 500)' }) count: number;
  @Field(() => [AutomationPreviewRecord], { description: 'The first 50' }) records: AutomationPreviewRecord[];
  @Field(() => String) explanation: string;
}

@ObjectType('AutomationRunResult')
export class AutomationRunResult {
  @Field(() => Int, { description: 'Records the rule matches now' }) matched: number;
  @Field(() => Int, { description: 'New executions started (records not fired on before)' }) started: number;
}

@ObjectType('AutomationActionChoice', { description: 'An action the rule builder offers' })
export class AutomationActionChoice {
  @Field(() => AutomationActionTypeEnum) type: AutomationActionType;
  @Field(() => String) label: string;
}
