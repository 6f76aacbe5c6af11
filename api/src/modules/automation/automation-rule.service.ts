import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { keysetSql } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError, type FieldError } from '../../platform/errors';
import { SortDirection, type Page } from '../../platform/graphql/connection';
import type { AutomationActionConfig } from './automation-action';
import { automationActionHandlers } from './automation-actions';
import { conditionProblem } from './automation-conditions';
import { AutomationRuleStatus, isTimeTrigger } from './automation.enums';
import type { AutomationEngine } from './automation-engine';
import type { Clock } from '../../platform/jobs/clock';
import type { AutomationRuleInput } from './automation.input';
import { clinicOfAutomationManager, clinicOfAutomationReader } from './automation.policy';
import type {
  AutomationActionChoice,
  AutomationExecutionView,
  AutomationPreview,
  AutomationRuleView,
  AutomationRunResult,
} from './automation.type';
import { triggerSentence } from './automation-sentences';

const previewCap = 500;
const previewListed = 50;

const ruleViewSql = `SELECT r.id, r.name, r.description, r.status, r.trigger_type AS "triggerType", r.trigger_days AS "triggerDays",
    r.conditions, r.actions, r.action_type AS "actionType", r.action_target AS "actionTarget",
    r.action_template AS "actionTemplate", r.is_active AS "isActive", r.priority,
    r.consecutive_failures AS "consecutiveFailures", r.disabled_reason AS "disabledReason",
    r.created_at AS "createdAt", r.updated_at AS "updatedAt",
    (SELECT max(e.created_at) FROM workflow_automation_executions e WHERE e.rule_id = r.id) AS "lastRunAt",
    (SELECT count(*) FROM workflow_automation_executions e WHERE e.rule_id = r.id AND e.execution_status = 'succeeded'
        AND e.created_at > now() - interval '30 days')::int AS "succeeded30d",
    (SELECT count(*) FROM workflow_automation_executions e WHERE e.rule_id = r.id AND e.execution_status = 'failed'
        AND e.created_at > now() - interval '30 days')::int AS "failed30d"
  FROM workflow_automation_rules r`;

const executionViewSql = (sortKeySelect = '') => `SELECT e.id, e.rule_id AS "ruleId", r.name AS "ruleName",
    e.case_id AS "caseId", c.case_number AS "caseNumber", e.patient_id AS "patientId", e.record_type AS "recordType",
    e.record_id AS "recordId", e.occurrence_key AS "occurrenceKey", e.execution_status AS "executionStatus",
    e.execution_details AS "executionDetails", e.scheduled_for AS "scheduledFor", e.executed_at AS "executedAt",
    e.error_message AS "errorMessage", e.attempts, e.created_at AS "createdAt" ${sortKeySelect ? `, ${sortKeySelect}` : ''}
  FROM workflow_automation_executions e
  JOIN workflow_automation_rules r ON r.id = e.rule_id
  LEFT JOIN cases c ON c.id = e.case_id`;

const auditedFields = (rule: AutomationRuleView) => ({
  name: rule.name,
  description: rule.description,
  triggerType: rule.triggerType,
  triggerDays: rule.triggerDays,
  conditions: rule.conditions,
  actions: rule.actions,
  priority: rule.priority,
  isActive: rule.isActive,
});

/** The rules of a clinic: reads for its users, writes and Run now for its admins, every write audited. */
export class AutomationRuleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly engine: AutomationEngine,
    private readonly clock: Clock,
  ) {}

  async list(scope: Scope): Promise<AutomationRuleView[]> {
    const clinicId = clinicOfAutomationReader(scope);
    return this.dataSource.query(`${ruleViewSql} WHERE r.clinic_id = $1 ORDER BY r.priority, lower(r.name), r.id`, [
      clinicId,
    ]);
  }

  /** One rule of the caller's clinic, or null (another clinic's answers the same). */
  async findById(
    scope: Scope,
    id: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AutomationRuleView | null> {
    const clinicId = clinicOfAutomationReader(scope);
    const [row] = (await manager.query(`${ruleViewSql} WHERE r.id = $1 AND r.clinic_id = $2`, [
      id,
      clinicId,
    ])) as AutomationRuleView[];
    return row ?? null;
  }

  actionChoices(scope: Scope): AutomationActionChoice[] {
    clinicOfAutomationReader(scope);
    return Object.values(automationActionHandlers).map(({ type, label }) => ({ type, label }));
  }

  async create(scope: Scope, input: AutomationRuleInput): Promise<AutomationRuleView> {
    const clinicId = clinicOfAutomationManager(scope);
    return this.dataSource.transaction(async (manager) => {
      const rule = await this.checkedRule(manager, clinicId, input);
      const [{ id }] = (await manager.query(
        `INSERT INTO workflow_automation_rules
           (clinic_id, name, description, status, trigger_type, trigger_days, conditions, actions, action_type, action_target,
            action_template, is_active, priority, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [clinicId, ...ruleColumnsOf(rule), scope.userId],
      )) as { id: number }[];
      await writeAudit(manager, scope, {
        entityType: 'workflow_automation_rule',
        entityId: id,
        action: 'create',
        clinicId,
        newValues: { ...rule },
      });
      return (await this.findById(scope, id, manager))!;
    });
  }

  /** Replaces a rule's definition; switching it on clears a failure switch-off. */
  async update(scope: Scope, id: number, input: AutomationRuleInput): Promise<AutomationRuleView> {
    const clinicId = clinicOfAutomationManager(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, scope, id);
      const rule = await this.checkedRule(manager, clinicId, input);
      await manager.query(
        `UPDATE workflow_automation_rules SET name = $2, description = $3, status = $4, trigger_type = $5, trigger_days = $6,
                conditions = $7, actions = $8, action_type = $9, action_target = $10, action_template = $11, is_active = $12,
                priority = $13, consecutive_failures = CASE WHEN $12 THEN 0 ELSE consecutive_failures END,
                disabled_reason = CASE WHEN $12 THEN NULL ELSE disabled_reason END, updated_at = now()
          WHERE id = $1`,
        [id, ...ruleColumnsOf(rule, before.status)],
      );
      const { oldValues, newValues } = changedValues(auditedFields(before), rule);
      await writeAudit(manager, scope, {
        entityType: 'workflow_automation_rule',
        entityId: id,
        action: 'update',
        clinicId,
        oldValues,
        newValues,
      });
      return (await this.findById(scope, id, manager))!;
    });
  }

  /** The on/off switch. */
  async setActive(scope: Scope, id: number, isActive: boolean): Promise<AutomationRuleView> {
    const clinicId = clinicOfAutomationManager(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, scope, id);
      if (before.isActive === isActive) return before;
      const status = isActive ? AutomationRuleStatus.active : AutomationRuleStatus.paused;
      await manager.query(
        `UPDATE workflow_automation_rules SET is_active = $2, status = $3, updated_at = now(),
                consecutive_failures = CASE WHEN $2 THEN 0 ELSE consecutive_failures END,
                disabled_reason = CASE WHEN $2 THEN NULL ELSE disabled_reason END
          WHERE id = $1`,
        [id, isActive, status],
      );
      await writeAudit(manager, scope, {
        entityType: 'workflow_automation_rule',
        entityId: id,
        action: isActive ? 'activate' : 'deactivate',
        clinicId,
        oldValues: { isActive: before.isActive, status: before.status },
        newValues: { isActive, status },
      });
      return (await this.findById(scope, id, manager))!;
    });
  }

  /** Deletes a rule and its execution history. */
  async delete(scope: Scope, id: number): Promise<number> {
    const clinicId = clinicOfAutomationManager(scope);
    return this.dataSource.transaction(async (manager) => {
      const before = await this.locked(manager, scope, id);
      await manager.query(`DELETE FROM workflow_automation_rules WHERE id = $1`, [id]);
      await writeAudit(manager, scope, {
        entityType: 'workflow_automation_rule',
        entityId: id,
        action: 'delete',
        clinicId,
        oldValues: auditedFields(before),
      });
      return id;
    });
  }

  /** What the rule would match now, without writing: the sweep's own query. */
  async preview(scope: Scope, input: AutomationRuleInput): Promise<AutomationPreview> {
    const clinicId = clinicOfAutomationReader(scope);
    const problems = this.definitionProblems(input);
    if (problems.length) throw new InputError(problems);
    const sentence = triggerSentence(input.triggerType, input.triggerDays ?? null);
    if (!isTimeTrigger(input.triggerType))
      return { count: 0, records: [], explanation: `Fires ${sentence}: nothing to match in advance.` };
    const found = await this.engine.matches(
      this.dataSource.manager,
      {
        clinicId,
        triggerType: input.triggerType,
        triggerDays: input.triggerDays ?? null,
        conditions: input.conditions,
      },
      this.clock.now(),
      previewCap,
    );
    return {
      count: found.length,
      records: found.slice(0, previewListed).map(({ occurrenceKey: _key, ...record }) => record),
      explanation: `Would fire ${sentence} on ${found.length} record${found.length === 1 ? '' : 's'} today (each once).`,
    };
  }

  /** Run now (admins): fires the rule on what it matches at once; its actions run on the queue. */
  async runNow(scope: Scope, id: number): Promise<AutomationRunResult> {
    const clinicId = clinicOfAutomationManager(scope);
    const rule = await this.findById(scope, id);
    if (!rule) throw new NotFoundError('Workflow rule');
    if (!rule.isActive) throw InputError.field('id', 'Switch the rule on before running it');
    if (!isTimeTrigger(rule.triggerType))
      throw InputError.field('id', 'This rule fires when its event happens; only time rules can be run now');
    const result = await this.engine.sweepClinic(clinicId, this.clock.now(), id);
    await this.dataSource.transaction((manager) =>
      writeAudit(manager, scope, {
        entityType: 'workflow_automation_rule',
        entityId: id,
        action: 'run',
        clinicId,
        newValues: { ...result },
      }),
    );
    return result;
  }

  /** Executions of the caller's clinic (or of one of its rules), newest first; keyset pages. */
  async executions(
    scope: Scope,
    args: { ruleId?: number | null; first?: number | null; after?: string | null },
  ): Promise<Page<AutomationExecutionView>> {
    const clinicId = clinicOfAutomationReader(scope);
    const params = new SqlParams();
    const where = [`e.clinic_id = ${params.add(clinicId)}`];
    if (args.ruleId) where.push(`e.rule_id = ${params.add(args.ruleId)}`);
    const page = keysetSql(
      params,
      'e',
      { expr: 'e.created_at', cast: 'timestamptz' },
      SortDirection.desc,
      args.first,
      args.after,
    );
    if (page.after) where.push(page.after);
    const rows = (await this.dataSource.query(
      `${executionViewSql(page.sortKeySelect)} WHERE ${where.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    )) as Record<string, unknown>[];
    return page.page(rows, ({ keyset_sort_key: _k, ...row }) => row as unknown as AutomationExecutionView);
  }

  private async locked(manager: EntityManager, scope: Scope, id: number): Promise<AutomationRuleView> {
    const clinicId = clinicOfAutomationReader(scope);
    const rows = (await manager.query(
      `SELECT 1 FROM workflow_automation_rules WHERE id = $1 AND clinic_id = $2 FOR UPDATE`,
      [id, clinicId],
    )) as unknown[];
    if (rows.length === 0) throw new NotFoundError('Workflow rule');
    return (await this.findById(scope, id, manager))!;
  }

  /** Problems of the rule's shape (not of its actions' targets), each naming its field. */
  private definitionProblems(input: AutomationRuleInput): FieldError[] {
    const problems: FieldError[] = [];
    if (isTimeTrigger(input.triggerType) && !input.triggerDays)
      problems.push({ field: 'triggerDays', message: 'Trigger days is required for this trigger (1-365)' });
    input.conditions.forEach((condition, index) => {
      const problem = conditionProblem(condition);
      if (problem) problems.push({ field: `conditions.${index}.value`, message: `Condition ${index + 1}: ${problem}` });
    });
    return problems;
  }

  /** The rule as stored, after every check (its shape, then each action by its handler). */
  private async checkedRule(manager: EntityManager, clinicId: number, input: AutomationRuleInput) {
    const problems = this.definitionProblems(input);
    const actions: AutomationActionConfig[] = input.actions.map((action) => ({
      type: action.type,
      target: action.target?.trim() || null,
      template: action.template?.trim() || null,
    }));
    for (const [index, action] of actions.entries())
      for (const problem of await automationActionHandlers[action.type].validate(manager, clinicId, action))
        problems.push({
          field: `actions.${index}.${problem.field}`,
          message: `Action ${index + 1}: ${problem.message}`,
        });
    if (problems.length) throw new InputError(problems);
    return {
      name: input.name.trim(),
      description: input.description?.trim() || null,
      triggerType: input.triggerType,
      triggerDays: isTimeTrigger(input.triggerType) ? input.triggerDays! : null,
      conditions: input.conditions.map(({ field, operator, value }) => ({ field, operator, value: value.trim() })),
      actions,
      priority: input.priority,
      isActive: input.isActive,
    };
  }
}

type CheckedRule = Awaited<ReturnType<AutomationRuleService['checkedRule']>>;

/** The stored columns after clinic_id, in INSERT order; the spec's action columns are the first action (decision 291). */
function ruleColumnsOf(rule: CheckedRule, previousStatus?: AutomationRuleStatus): unknown[] {
  const [first] = rule.actions;
  // A rule switched off by failures stays marked so until someone switches it on.
  const offStatus =
    previousStatus === AutomationRuleStatus.disabled ? AutomationRuleStatus.disabled : AutomationRuleStatus.paused;
  return [
    rule.name,
    rule.description,
    rule.isActive ? AutomationRuleStatus.active : offStatus,
    rule.triggerType,
    rule.triggerDays,
    JSON.stringify(rule.conditions),
    JSON.stringify(rule.actions),
    first.type,
    first.target,
    first.template,
    rule.isActive,
    rule.priority,
  ];
}
