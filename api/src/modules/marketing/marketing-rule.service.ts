import type { DataSource } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import type { Scope } from '../../platform/access/scope';
import { writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import {
  marketingActionHandlers,
  marketingConditionProblem,
  marketingTriggerSentence,
  type MarketingActionConfig,
  type MarketingCondition,
  type MarketingTriggerType,
} from '../automation/marketing/marketing-automation';
import type { MarketingRuleInput } from './marketing.input';
import { leadStatuses } from './marketing.enums';
import { marketingAdminOf, senderOf, senderSql } from './marketing.policy';
import type { MarketingRuleView } from './marketing.type';

const ruleColumns = `r.id, r.name, r.description, r.trigger_type AS "triggerType", r.trigger_conditions AS "triggerConditions",
  r.actions, r.is_active AS "isActive", r.last_triggered AS "lastTriggered", r.total_triggers AS "totalTriggers",
  r.successful_triggers AS "successfulTriggers", r.last_error AS "lastError"`;

const withSentence = (row: Omit<MarketingRuleView, 'triggerSentence'>): MarketingRuleView => ({
  ...row,
  triggerSentence: marketingTriggerSentence[row.triggerType as MarketingTriggerType] ?? row.triggerType,
});

/** Marketing automation rules (decision 464): saved here, fired and run by the automation engine. */
export class MarketingRuleService {
  constructor(private readonly dataSource: DataSource) {}

  async list(scope: Scope): Promise<MarketingRuleView[]> {
    const sender = senderOf(scope);
    const params = new SqlParams();
    const rows = (await this.dataSource.query(
      `SELECT ${ruleColumns} FROM marketing_automation_rules r WHERE ${senderSql(sender, params, 'r')} ORDER BY r.id`,
      params.values,
    )) as Omit<MarketingRuleView, 'triggerSentence'>[];
    return rows.map(withSentence);
  }

  private checked(input: MarketingRuleInput) {
    const problems: { field: string; message: string }[] = [];
    const conditions = input.triggerConditions.map(
      (c) => ({ field: c.field, operator: c.operator, value: c.value.trim() }) as MarketingCondition,
    );
    conditions.forEach((condition, i) => {
      const problem = marketingConditionProblem(condition, leadStatuses);
      if (problem) problems.push({ field: `triggerConditions.${i}`, message: `Condition ${i + 1}: ${problem}` });
    });
    if (input.actions.length === 0) problems.push({ field: 'actions', message: 'Add at least one action' });
    const actions = input.actions.map(
      (a) =>
        ({
          type: a.type,
          target: a.target?.trim() || null,
          template: a.template?.trim() || null,
          days: a.days ?? null,
        }) as MarketingActionConfig,
    );
    actions.forEach((action, i) => {
      for (const problem of marketingActionHandlers[action.type].validate(action, leadStatuses))
        problems.push({ field: `actions.${i}.${problem.field}`, message: `Action ${i + 1}: ${problem.message}` });
    });
    if (problems.length) throw new InputError(problems);
    return { conditions, actions };
  }

  async save(scope: Scope, id: number | null, input: MarketingRuleInput): Promise<MarketingRuleView> {
    const sender = marketingAdminOf(scope);
    const { conditions, actions } = this.checked(input);
    return this.dataSource.transaction(async (manager) => {
      let ruleId = id;
      let before: unknown;
      if (ruleId === null) {
        const [row] = (await manager.query(
          `INSERT INTO marketing_automation_rules (clinic_id, name, description, trigger_type, trigger_conditions, actions, is_active, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [
            sender.clinicId,
            input.name.trim(),
            input.description?.trim() || null,
            input.triggerType,
            JSON.stringify(conditions),
            JSON.stringify(actions),
            input.isActive,
            scope.userId,
          ],
        )) as { id: number }[];
        ruleId = row.id;
      } else {
        const params = new SqlParams();
        const [row] = (await manager.query(
          `SELECT ${ruleColumns} FROM marketing_automation_rules r WHERE r.id = ${params.add(ruleId)} AND ${senderSql(sender, params, 'r')} FOR UPDATE`,
          params.values,
        )) as MarketingRuleView[];
        if (!row) throw new NotFoundError('Marketing rule');
        before = {
          name: row.name,
          triggerType: row.triggerType,
          triggerConditions: row.triggerConditions,
          actions: row.actions,
          isActive: row.isActive,
        };
        await manager.query(
          `UPDATE marketing_automation_rules SET name = $2, description = $3, trigger_type = $4, trigger_conditions = $5, actions = $6, is_active = $7, updated_at = now()
            WHERE id = $1`,
          [
            ruleId,
            input.name.trim(),
            input.description?.trim() || null,
            input.triggerType,
            JSON.stringify(conditions),
            JSON.stringify(actions),
            input.isActive,
          ],
        );
      }
      await writeAudit(manager, scope, {
        entityType: 'marketing_automation_rule',
        entityId: ruleId,
        action: id === null ? 'create' : 'update',
        clinicId: sender.clinicId,
        oldValues: before as Record<string, unknown> | undefined,
        newValues: {
          name: input.name,
          triggerType: input.triggerType,
          triggerConditions: conditions,
          actions,
          isActive: input.isActive,
        },
      });
      const [view] = (await manager.query(`SELECT ${ruleColumns} FROM marketing_automation_rules r WHERE r.id = $1`, [
        ruleId,
      ])) as Omit<MarketingRuleView, 'triggerSentence'>[];
      return withSentence(view);
    });
  }
}
