import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { AutomationRuleInput } from './automation.input';
import {
  AutomationActionChoice,
  AutomationExecutionConnection,
  AutomationPreview,
  AutomationRuleView,
  AutomationRunResult,
} from './automation.type';

/** Workflow rules: clinic users read, clinic admins change and run (automation.policy.ts). */
@Resolver(() => AutomationRuleView)
export class AutomationResolver {
  @Authorized()
  @Query(() => [AutomationRuleView], { description: "The caller's clinic's workflow rules, by priority" })
  automationRules(@Ctx() { scope, services }: GraphQLContext): Promise<AutomationRuleView[]> {
    return services.automationRules.list(scope!);
  }

  @Authorized()
  @Query(() => AutomationRuleView, { nullable: true, description: 'One rule of the caller’s clinic, or null' })
  automationRule(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number) {
    return services.automationRules.findById(scope!, id);
  }

  @Authorized()
  @Query(() => [AutomationActionChoice], { description: 'The actions the rule builder offers' })
  automationActionChoices(@Ctx() { scope, services }: GraphQLContext): AutomationActionChoice[] {
    return services.automationRules.actionChoices(scope!);
  }

  @Authorized()
  @Query(() => AutomationExecutionConnection, {
    description: "Executions of the clinic's rules (or one rule), newest first",
  })
  automationExecutions(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('ruleId', () => Int, { nullable: true }) ruleId: number | null,
    @Arg('first', () => Int, { defaultValue: 20 }) first: number,
    @Arg('after', () => String, { nullable: true }) after: string | null,
  ): Promise<AutomationExecutionConnection> {
    return services.automationRules.executions(scope!, { ruleId, first, after });
  }

  @Authorized()
  @Query(() => AutomationPreview, { description: 'Which records the rule would match today; writes nothing' })
  automationRulePreview(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AutomationRuleInput) input: AutomationRuleInput,
  ): Promise<AutomationPreview> {
    return services.automationRules.preview(scope!, input);
  }

  @Authorized()
  @Mutation(() => AutomationRuleView, { description: 'Creates a workflow rule (clinic admins)' })
  automationRuleCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => AutomationRuleInput) input: AutomationRuleInput,
  ): Promise<AutomationRuleView> {
    return services.automationRules.create(scope!, input);
  }

  @Authorized()
  @Mutation(() => AutomationRuleView, { description: "Replaces a rule's definition (clinic admins)" })
  automationRuleUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => AutomationRuleInput) input: AutomationRuleInput,
  ): Promise<AutomationRuleView> {
    return services.automationRules.update(scope!, id, input);
  }

  @Authorized()
  @Mutation(() => AutomationRuleView, { description: 'Switches a rule on or off (clinic admins)' })
  automationRuleSetActive(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('isActive', () => Boolean) isActive: boolean,
  ): Promise<AutomationRuleView> {
    return services.automationRules.setActive(scope!, id, isActive);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Deletes a rule and its executions (clinic admins); returns its id' })
  automationRuleDelete(@Ctx() { scope, services }: GraphQLContext, @Arg('id', () => Int) id: number): Promise<number> {
    return services.automationRules.delete(scope!, id);
  }

  @Authorized()
  @Mutation(() => AutomationRunResult, { description: 'Fires a time rule now on what it matches (clinic admins)' })
  automationRuleRunNow(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<AutomationRunResult> {
    return services.automationRules.runNow(scope!, id);
  }
}
