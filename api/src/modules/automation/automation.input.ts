import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OptionalText, RequiredText } from '../../platform/validation/rules';
import { automationActionTypes, type AutomationActionType } from './automation-action';
import { AutomationConditionField, AutomationConditionOperator, AutomationTriggerType } from './automation.enums';
import { AutomationActionTypeEnum } from './automation.type';

export const maxRuleActions = 5;
export const maxRuleConditions = 10;

@InputType({ description: 'One test on the case a rule fired on' })
export class AutomationConditionInput {
  @Field(() => AutomationConditionField)
  @IsEnum(AutomationConditionField, {
    message: 'Condition field must be one of case_status, case_type, has_attorney, balance',
  })
  field: AutomationConditionField;

  @Field(() => AutomationConditionOperator)
  @IsEnum(AutomationConditionOperator, { message: 'Condition operator must be one of is, is_not, over, under' })
  operator: AutomationConditionOperator;

  @Field(() => String) @RequiredText('Condition value', 40) value: string;
}

@InputType({ description: 'One action of a rule: its type, its target (per type) and its text' })
export class AutomationActionInput {
  @Field(() => AutomationActionTypeEnum)
  @IsEnum(AutomationActionTypeEnum, { message: `Action type must be one of ${automationActionTypes.join(', ')}` })
  type: AutomationActionType;

  @Field(() => String, { nullable: true }) @OptionalText('Action target', 64) target?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Action text', 2000) template?: string | null;
}

@InputType({ description: 'A whole rule (create, or replace on update)' })
export class AutomationRuleInput {
  @Field(() => String) @RequiredText('Name', 120) name: string;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 1000) description?: string | null;

  @Field(() => AutomationTriggerType)
  @IsEnum(AutomationTriggerType, { message: 'Trigger must be one of the listed triggers' })
  triggerType: AutomationTriggerType;

  @Field(() => Int, { nullable: true, description: 'Days, 1-365, for the time triggers; empty for event triggers' })
  @IsOptional()
  @IsInt({ message: 'Trigger days must be a whole number of days' })
  @Min(1, { message: 'Trigger days must be between 1 and 365' })
  @Max(365, { message: 'Trigger days must be between 1 and 365' })
  triggerDays?: number | null;

  @Field(() => [AutomationConditionInput], { defaultValue: [] })
  @IsArray({ message: 'Conditions must be a list' })
  @ArrayMaxSize(maxRuleConditions, { message: `A rule takes at most ${maxRuleConditions} conditions` })
  @ValidateNested({ each: true })
  conditions: AutomationConditionInput[];

  @Field(() => [AutomationActionInput])
  @IsArray({ message: 'Actions must be a list' })
  @ArrayMinSize(1, { message: 'A rule needs at least one action' })
  @ArrayMaxSize(maxRuleActions, { message: `A rule takes at most ${maxRuleActions} actions` })
  @ValidateNested({ each: true })
  actions: AutomationActionInput[];

  @Field(() => Int, { defaultValue: 1, description: 'Priority 1 (first) to 10; rules of a trigger run in this order' })
  @IsInt({ message: 'Priority must be a whole number from 1 to 10' })
  @Min(1, { message: 'Priority must be from 1 to 10' })
  @Max(10, { message: 'Priority must be from 1 to 10' })
  priority: number;

  @Field(() => Boolean, { defaultValue: true })
  @IsBoolean({ message: 'On must be true or false' })
  isActive: boolean;
}

/** A REST body's nested lists as input class instances, so their rules run as GraphQL's do. */
export function ruleInputFromBody(body: Record<string, unknown>): Record<string, unknown> {
  const each = <T extends object>(value: unknown, Input: new () => T) =>
    Array.isArray(value)
      ? value.map((item) =>
          item && typeof item === 'object' && !Array.isArray(item) ? Object.assign(new Input(), item) : item,
        )
      : value;
  return {
    ...body,
    conditions: each(body.conditions ?? [], AutomationConditionInput),
    actions: each(body.actions, AutomationActionInput),
    priority: body.priority ?? 1,
    isActive: body.isActive ?? true,
  };
}
