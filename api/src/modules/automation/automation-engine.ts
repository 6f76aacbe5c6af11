import type { DataSource, EntityManager } from 'typeorm';
import type { Services } from '../../services';
import type { DomainEvent } from '../domain-events/domain-event';
import { NotificationKind } from '../notifications/notification-kinds';
import type { AutomationActionConfig, AutomationSubject } from './automation-action';
import { automationActionHandlers } from './automation-actions';
import { conditionsSql, type AutomationCondition } from './automation-conditions';
import {
  AutomationExecutionStatus,
  AutomationRuleStatus,
  AutomationTriggerType,
  isTimeTrigger,
  maxConsecutiveFailures,
} from './automation.enums';
import { timeRuleMatchesSql, type AutomationMatch } from './automation-triggers.sql';
import { SqlParams } from '../../db/sql-params';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { writeAudit } from '../../platform/audit/audit.service';
import { executeAutomation, executeMarketingAutomation } from './automation.jobs';
import {
  marketingActionHandlers,
  marketingConditionsSql,
  type MarketingActionConfig,
  type MarketingTriggerType,
} from './marketing/marketing-automation';

/** At most this many records fire per rule per sweep (the rest fire at the next sweep). */
export const maxFiringsPerSweep = 500;

export interface EngineRule {
  id: number;
  clinicId: number;
  name: string;
  triggerType: AutomationTriggerType;
  triggerDays: number | null;
  conditions: AutomationCondition[];
  actions: AutomationActionConfig[];
}

const ruleColumns = `r.id, r.clinic_id AS "clinicId", r.name, r.trigger_type AS "triggerType",
  r.trigger_days AS "triggerDays", r.conditions, r.actions`;

/** Which trigger each domain event kind fires. */
const triggerOfEvent: Record<DomainEvent['kind'], AutomationTriggerType> = {
  'case.status_changed': AutomationTriggerType.case_status_changed,
  'appointment.missed': AutomationTriggerType.appointment_missed,
  'note.signed': AutomationTriggerType.note_signed,
  'document.uploaded': AutomationTriggerType.document_uploaded,
  'reduction.requested': AutomationTriggerType.reduction_requested,
};

const recordTypeOfEvent: Record<DomainEvent['kind'], string> = {
  'case.status_changed': 'case',
  'appointment.missed': 'appointment',
  'note.signed': 'treatment_note',
  'document.uploaded': 'document',
  'reduction.requested': 'reduction_request',
};

/**
 * The rule engine: fires rules on records (one execution row per rule and occurrence, then an
 * `automation.execute` job for it) and runs an execution's actions. Every firing path (sweep, event,
 * Run now) goes through `fire`, so the occurrence key decides alone whether a record fires again.
 */
export class AutomationEngine {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue<Services>,
    /** The app's services, for the actions (made after the engine). */
    private readonly services: () => Services,
  ) {}

  /** The active time rules of a clinic (or one of its rules), by priority. */
  async activeTimeRules(manager: EntityManager, clinicId: number, ruleId?: number): Promise<EngineRule[]> {
    const rules = (await manager.query(
      `SELECT ${ruleColumns} FROM workflow_automation_rules r
        WHERE r.clinic_id = $1 AND r.is_active AND r.status = 'active' AND ($2::int IS NULL OR r.id = $2)
        ORDER BY r.priority, r.id`,
      [clinicId, ruleId ?? null],
    )) as EngineRule[];
    return rules.filter((rule) => isTimeTrigger(rule.triggerType));
  }

  /** What a time rule matches at `now` (the sweep's and the preview's one query). */
  async matches(manager: EntityManager, rule: Omit<EngineRule, 'id' | 'name' | 'actions'>, now: Date, limit: number) {
    const { sql, values } = timeRuleMatchesSql({ ...rule, triggerDays: rule.triggerDays ?? 1 }, now, limit);
    return (await manager.query(sql, values)) as AutomationMatch[];
  }

  /** Clinics with an active time rule: the sweep sends each one its job. */
  async clinicsWithTimeRules(): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT clinic_id AS "clinicId" FROM workflow_automation_rules
        WHERE is_active AND status = 'active' AND trigger_type = ANY($1) ORDER BY 1`,
      [
        [
          AutomationTriggerType.no_visit,
          AutomationTriggerType.case_status_unchanged,
          AutomationTriggerType.bill_overdue,
        ],
      ],
    )) as { clinicId: number }[];
    return rows.map((row) => row.clinicId);
  }

  /** Fires a clinic's time rules (or one) on what they match now. Returns matched and started counts. */
  async sweepClinic(clinicId: number, now: Date, ruleId?: number): Promise<{ matched: number; started: number }> {
    return this.dataSource.transaction(async (manager) => {
      let matched = 0;
      let started = 0;
      for (const rule of await this.activeTimeRules(manager, clinicId, ruleId)) {
        const found = await this.matches(manager, rule, now, maxFiringsPerSweep);
        matched += found.length;
        started += await this.fire(manager, rule, found, now);
      }
      return { matched, started };
    });
  }

  /** Fires the clinic's active rules of the event's trigger whose conditions the event's case meets. */
  async consumeEvent(event: DomainEvent & { id: string }, now: Date): Promise<void> {
    if (event.caseId === null) return;
    await this.dataSource.transaction(async (manager) => {
      const rules = (await manager.query(
        `SELECT ${ruleColumns} FROM workflow_automation_rules r
          WHERE r.clinic_id = $1 AND r.trigger_type = $2 AND r.is_active AND r.status = 'active'
          ORDER BY r.priority, r.id`,
        [event.clinicId, triggerOfEvent[event.kind]],
      )) as EngineRule[];
      for (const rule of rules) {
        const params = new SqlParams();
        // A status change is judged by the status it made, not by the case's status when the job runs.
        const statusAtEvent = event.kind === 'case.status_changed' ? (event.facts.to ?? null) : null;
        const [record] = (await manager.query(
          `SELECT c.id AS "caseId", c.patient_id AS "patientId"
             FROM (SELECT id, patient_id, clinic_id, case_type, attorney_id,
                          coalesce(${params.add(statusAtEvent)}::text, status) AS status FROM cases) c
            WHERE c.id = ${params.add(event.caseId)} AND c.clinic_id = ${params.add(event.clinicId)}
              AND ${conditionsSql(rule.conditions, params, 'c')}`,
          params.values,
        )) as { caseId: number; patientId: number }[];
        if (!record) continue;
        await this.fire(
          manager,
          rule,
          [
            {
              ...record,
              recordType: recordTypeOfEvent[event.kind],
              recordId: event.recordId,
              occurrenceKey: `event:${event.id}`,
            },
          ],
          now,
        );
      }
    });
  }

  /** One execution per new occurrence (a known one is skipped) and its job; returns how many started. */
  async fire(
    manager: EntityManager,
    rule: EngineRule,
    found: Pick<AutomationMatch, 'caseId' | 'patientId' | 'recordType' | 'recordId' | 'occurrenceKey'>[],
    now: Date,
  ): Promise<number> {
    if (found.length === 0) return 0;
    const rows = (await manager.query(
      `INSERT INTO workflow_automation_executions
         (rule_id, clinic_id, case_id, patient_id, record_type, record_id, occurrence_key, scheduled_for)
       SELECT $1, $2, f."caseId", f."patientId", f."recordType", f."recordId", f."occurrenceKey", $4
         FROM jsonb_to_recordset($3::jsonb) AS f("caseId" int, "patientId" int, "recordType" text, "recordId" text, "occurrenceKey" text)
       ON CONFLICT (rule_id, occurrence_key) DO NOTHING
       RETURNING id`,
      [rule.id, rule.clinicId, JSON.stringify(found), now.toISOString()],
    )) as { id: number }[];
    for (const { id } of rows)
      await this.jobs.send(executeAutomation, { executionId: id }, { key: `automation-execution:${id}`, manager });
    return rows.length;
  }

  /**
   * Runs a pending execution's actions in one transaction (all or nothing). A failure is recorded
   * and thrown for the queue to retry; on the last attempt the execution fails, the rule's failures
   * in a row grow, and at the limit the rule is switched off and the clinic's admins told.
   */
  async execute(executionId: number, attempt: number, maxAttempts: number, now: Date): Promise<void> {
    const services = this.services();
    try {
      await this.dataSource.transaction(async (manager) => {
        const execution = await this.lockPending(manager, executionId);
        if (!execution) return;
        const subject: AutomationSubject = {
          clinicId: execution.clinicId,
          caseId: execution.caseId,
          patientId: execution.patientId,
          recordType: execution.recordType,
          recordId: execution.recordId,
        };
        const lines: string[] = [];
        for (const action of execution.actions) {
          const line = await automationActionHandlers[action.type].run(
            { manager, services, ruleId: execution.ruleId, ruleName: execution.ruleName, executionId, subject, now },
            action,
          );
          lines.push(`${automationActionHandlers[action.type].label}: ${line}`);
        }
        await manager.query(
          `UPDATE workflow_automation_executions
              SET execution_status = 'succeeded', execution_details = $2, executed_at = $3, attempts = $4, error_message = NULL
            WHERE id = $1`,
          [executionId, lines.join('\n'), now.toISOString(), attempt],
        );
        await manager.query(`UPDATE workflow_automation_rules SET consecutive_failures = 0 WHERE id = $1`, [
          execution.ruleId,
        ]);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = attempt >= maxAttempts;
      await this.dataSource.transaction((manager) =>
        this.recordFailure(manager, services, executionId, attempt, message, last, now),
      );
      if (!last) throw error;
    }
  }

  private async lockPending(manager: EntityManager, executionId: number) {
    const [row] = (await manager.query(
      `SELECT e.rule_id AS "ruleId", r.name AS "ruleName", r.actions, e.clinic_id AS "clinicId", e.case_id AS "caseId",
              e.patient_id AS "patientId", e.record_type AS "recordType", e.record_id AS "recordId"
         FROM workflow_automation_executions e JOIN workflow_automation_rules r ON r.id = e.rule_id
        WHERE e.id = $1 AND e.execution_status = 'pending' FOR UPDATE OF e`,
      [executionId],
    )) as {
      ruleId: number;
      ruleName: string;
      actions: AutomationActionConfig[];
      clinicId: number;
      caseId: number | null;
      patientId: number | null;
      recordType: string;
      recordId: string;
    }[];
    return row ?? null;
  }

  private async recordFailure(
    manager: EntityManager,
    services: Services,
    executionId: number,
    attempt: number,
    message: string,
    last: boolean,
    now: Date,
  ): Promise<void> {
    // An UPDATE ... RETURNING answers [rows, count].
    const [[execution]] = (await manager.query(
      `UPDATE workflow_automation_executions
          SET attempts = $2, error_message = $3,
              execution_status = CASE WHEN $4 THEN '${AutomationExecutionStatus.failed}' ELSE execution_status END,
              executed_at = CASE WHEN $4 THEN $5::timestamptz ELSE executed_at END
        WHERE id = $1 AND execution_status = 'pending' RETURNING rule_id AS "ruleId"`,
      [executionId, attempt, message.slice(0, 1000), last, now.toISOString()],
    )) as [{ ruleId: number }[], number];
    if (!execution || !last) return;
    const [[rule]] = (await manager.query(
      `UPDATE workflow_automation_rules SET consecutive_failures = consecutive_failures + 1
        WHERE id = $1 RETURNING id, clinic_id AS "clinicId", name, consecutive_failures AS failures, is_active AS "isActive"`,
      [execution.ruleId],
    )) as [{ id: number; clinicId: number; name: string; failures: number; isActive: boolean }[], number];
    if (!rule || rule.failures < maxConsecutiveFailures || !rule.isActive) return;
    const reason = `Switched off after ${rule.failures} failed executions in a row; the last: ${message}`.slice(0, 500);
    await manager.query(
      `UPDATE workflow_automation_rules SET is_active = false, status = '${AutomationRuleStatus.disabled}', disabled_reason = $2, updated_at = now()
        WHERE id = $1`,
      [rule.id, reason],
    );
    await writeAudit(manager, null, {
      entityType: 'workflow_automation_rule',
      entityId: rule.id,
      action: 'disable',
      clinicId: rule.clinicId,
      oldValues: { isActive: true, status: AutomationRuleStatus.active },
      newValues: { isActive: false, status: AutomationRuleStatus.disabled },
      reason,
    });
    const admins = (await manager.query(
      `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active`,
      [rule.clinicId],
    )) as { id: string }[];
    await services.notifications.notify(manager, {
      recipients: admins.map((admin) => admin.id),
      kind: NotificationKind.automation_rule_disabled,
      title: `Workflow rule "${rule.name}" was switched off`,
      body: `It failed ${rule.failures} times in a row. Check its executions and switch it back on when fixed.`,
      link: `/automation/${rule.id}`,
      clinicId: rule.clinicId,
    });
  }

  /**
   * Marketing rules (decision 464): fires the sender's active rules of `trigger` whose conditions the
   * lead meets, one `automation.execute-marketing` job per rule and occurrence (a known occurrence
   * is skipped), counting the trigger on the rule. Runs in the caller's transaction.
   */
  async fireMarketing(
    manager: EntityManager,
    event: { clinicId: number | null; trigger: MarketingTriggerType; leadId: number; occurrence: string },
    now: Date,
  ): Promise<number> {
    const params = new SqlParams();
    const rules = (await manager.query(
      `SELECT r.id, r.trigger_conditions AS conditions FROM marketing_automation_rules r
        WHERE r.clinic_id IS NOT DISTINCT FROM ${params.add(event.clinicId)} AND r.trigger_type = ${params.add(event.trigger)}
          AND r.is_active ORDER BY r.id`,
      params.values,
    )) as { id: number; conditions: Parameters<typeof marketingConditionsSql>[0] }[];
    let started = 0;
    for (const rule of rules) {
      const test = new SqlParams();
      const [match] = (await manager.query(
        `SELECT l.id FROM marketing_leads l WHERE l.id = ${test.add(event.leadId)}
            AND l.clinic_id IS NOT DISTINCT FROM ${test.add(event.clinicId)} AND ${marketingConditionsSql(rule.conditions, test, 'l')}`,
        test.values,
      )) as { id: number }[];
      if (!match) continue;
      const sent = await this.jobs.send(
        executeMarketingAutomation,
        { ruleId: rule.id, leadId: event.leadId },
        { key: `marketing-rule:${rule.id}:${event.occurrence}`, manager },
      );
      if (sent === null) continue;
      await manager.query(
        `UPDATE marketing_automation_rules SET total_triggers = total_triggers + 1, last_triggered = $2 WHERE id = $1`,
        [rule.id, now],
      );
      started += 1;
    }
    return started;
  }

  /** Runs a marketing rule's actions on a lead in one transaction; the last failure is kept on the rule. */
  async executeMarketing(
    ruleId: number,
    leadId: number,
    attempt: number,
    maxAttempts: number,
    now: Date,
  ): Promise<void> {
    const services = this.services();
    try {
      await this.dataSource.transaction(async (manager) => {
        const [rule] = (await manager.query(
          `SELECT id, name, clinic_id AS "clinicId", actions FROM marketing_automation_rules WHERE id = $1 AND is_active FOR UPDATE`,
          [ruleId],
        )) as { id: number; name: string; clinicId: number | null; actions: MarketingActionConfig[] }[];
        if (!rule) return;
        for (const action of rule.actions)
          await marketingActionHandlers[action.type].run(
            { manager, services, ruleId, ruleName: rule.name, clinicId: rule.clinicId, leadId, now },
            action,
          );
        await manager.query(
          `UPDATE marketing_automation_rules SET successful_triggers = least(successful_triggers + 1, total_triggers), last_error = NULL WHERE id = $1`,
          [ruleId],
        );
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt < maxAttempts) throw error;
      await this.dataSource.query(`UPDATE marketing_automation_rules SET last_error = $2 WHERE id = $1`, [
        ruleId,
        message.slice(0, 500),
      ]);
    }
  }
}
