import { OperatorArea, userMayUseOperatorAreaSql } from '../../../platform/access/operator-areas';
import type { EntityManager } from 'typeorm';
import type { SqlParams } from '../../../db/sql-params';
import type { Services } from '../../../services';
import { NotificationKind } from '../../notifications/notification-kinds';

/**
 * The marketing half of the automation engine (decision 464): triggers on leads and campaigns,
 * conditions on the lead, and actions on the CRM. Rules live in marketing_automation_rules; the
 * engine (automation-engine.ts: fireMarketing, executeMarketing) fires them on the job queue like
 * the clinical rules.
 */
export const marketingTriggerTypes = [
  'lead_created',
  'lead_status_changed',
  'campaign_link_clicked',
  'lead_unsubscribed',
] as const;
export type MarketingTriggerType = (typeof marketingTriggerTypes)[number];

export const marketingTriggerSentence: Record<MarketingTriggerType, string> = {
  lead_created: 'when a lead is added',
  lead_status_changed: "when a lead's stage changes",
  campaign_link_clicked: 'when a lead clicks a link in a campaign',
  lead_unsubscribed: 'when a lead unsubscribes',
};

export const marketingConditionFields = ['lead_source', 'lead_status', 'lead_score'] as const;
export type MarketingConditionField = (typeof marketingConditionFields)[number];
export const marketingConditionOperators = ['is', 'is_not', 'over', 'under'] as const;

/** One test on the lead, stored in a rule's `trigger_conditions`. */
export interface MarketingCondition {
  field: MarketingConditionField;
  operator: (typeof marketingConditionOperators)[number];
  value: string;
}

export const marketingActionTypes = ['create_activity', 'set_lead_status', 'notify_assignee'] as const;
export type MarketingActionType = (typeof marketingActionTypes)[number];

/** One action: create_activity (target: call|email|meeting|task, template: subject, days: due in), set_lead_status (target: stage), notify_assignee (template: text). */
export interface MarketingActionConfig {
  type: MarketingActionType;
  target: string | null;
  template: string | null;
  days: number | null;
}

/** What a condition gets wrong, or null. */
export function marketingConditionProblem(condition: MarketingCondition, stages: readonly string[]): string | null {
  if (!(marketingConditionFields as readonly string[]).includes(condition.field))
    return `${condition.field} is not a lead field`;
  const numeric = condition.field === 'lead_score';
  const allowed = numeric ? ['over', 'under'] : ['is', 'is_not'];
  if (!allowed.includes(condition.operator)) return `${condition.field} cannot be tested with "${condition.operator}"`;
  if (numeric)
    return /^\d{1,3}$/.test(condition.value) && Number(condition.value) <= 100 ? null : 'A score is 0 to 100';
  if (condition.field === 'lead_status' && !stages.includes(condition.value))
    return `${condition.value} is not a lead stage`;
  if (!condition.value.trim() || condition.value.length > 100) return 'The value is 1 to 100 characters';
  return null;
}

/** The conditions as one SQL condition on the lead `alias` (THE place they are evaluated). */
export function marketingConditionsSql(
  conditions: readonly MarketingCondition[],
  params: SqlParams,
  alias: string,
): string {
  const parts = conditions.map((condition) => {
    const value = params.add(condition.value);
    const negate = condition.operator === 'is_not' ? 'NOT ' : '';
    switch (condition.field) {
      case 'lead_source':
        return `${negate}(lower(${alias}.source) = lower(${value}))`;
      case 'lead_status':
        return `${negate}(${alias}.status = ${value})`;
      case 'lead_score':
        return `(${alias}.lead_score ${condition.operator === 'over' ? '>' : '<'} ${value}::int)`;
    }
  });
  return parts.length ? parts.join(' AND ') : 'TRUE';
}

export interface MarketingActionContext {
  manager: EntityManager;
  services: Services;
  ruleId: number;
  ruleName: string;
  clinicId: number | null;
  leadId: number;
  now: Date;
}

export interface MarketingActionHandler {
  label: string;
  validate(
    action: MarketingActionConfig,
    stages: readonly string[],
  ): { field: 'target' | 'template' | 'days'; message: string }[];
  run(context: MarketingActionContext, action: MarketingActionConfig): Promise<string>;
}

const activityKinds = ['call', 'email', 'meeting', 'task'];

interface LeadFacts {
  id: number;
  firstName: string;
  lastName: string;
  status: string;
  assignedTo: string | null;
}

async function leadOf(context: MarketingActionContext): Promise<LeadFacts> {
  const [lead] = (await context.manager.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", status, assigned_to AS "assignedTo"
       FROM marketing_leads WHERE id = $1 AND clinic_id IS NOT DISTINCT FROM $2`,
    [context.leadId, context.clinicId],
  )) as LeadFacts[];
  if (!lead) throw new Error(`Lead ${context.leadId} no longer exists`);
  return lead;
}

const fill = (template: string, lead: LeadFacts) =>
  template.replaceAll('{first_name}', lead.firstName).replaceAll('{last_name}', lead.lastName).trim();

/** Every marketing action, by type: the engine validates and runs them through this only. */
export const marketingActionHandlers: Record<MarketingActionType, MarketingActionHandler> = {
  create_activity: {
    label: 'Create a CRM activity',
    validate(action) {
      const problems: { field: 'target' | 'template' | 'days'; message: string }[] = [];
      if (!activityKinds.includes(action.target ?? ''))
        problems.push({ field: 'target', message: `The activity is one of ${activityKinds.join(', ')}` });
      const text = action.template?.trim() ?? '';
      if (!text || text.length > 200)
        problems.push({ field: 'template', message: 'The subject is 1 to 200 characters' });
      if (action.days !== null && (!Number.isInteger(action.days) || action.days < 0 || action.days > 90))
        problems.push({ field: 'days', message: 'Due in 0 to 90 days' });
      return problems;
    },
    async run(context, action) {
      const lead = await leadOf(context);
      const due = new Date(context.now.getTime() + (action.days ?? 1) * 86_400_000);
      const [row] = (await context.manager.query(
        `INSERT INTO crm_activities (clinic_id, type, subject, description, related_to, related_id, priority, due_date, assigned_to)
         VALUES ($1, $2, $3, $4, 'lead', $5, 'medium', $6, $7) RETURNING id`,
        [
          context.clinicId,
          action.target,
          fill(action.template ?? '', lead),
          `From the marketing rule "${context.ruleName}"`,
          lead.id,
          due,
          lead.assignedTo,
        ],
      )) as { id: number }[];
      return `Created ${action.target} #${row.id} due ${due.toISOString().slice(0, 10)}`;
    },
  },
  set_lead_status: {
    label: "Move the lead's stage",
    validate(action, stages) {
      return stages.includes(action.target ?? '') && action.target !== 'converted'
        ? []
        : [{ field: 'target', message: 'Choose a stage (converting is done by a person)' }];
    },
    async run(context, action) {
      const lead = await leadOf(context);
      if (lead.status === 'converted' || lead.status === action.target) return `Left at ${lead.status}`;
      await context.manager.query(`UPDATE marketing_leads SET status = $2, updated_at = $3 WHERE id = $1`, [
        lead.id,
        action.target,
        context.now,
      ]);
      return `${lead.status} -> ${action.target}`;
    },
  },
  notify_assignee: {
    label: "Notify the lead's owner",
    validate(action) {
      const text = action.template?.trim() ?? '';
      return text && text.length <= 300
        ? []
        : [{ field: 'template', message: 'The notification is 1 to 300 characters' }];
    },
    async run(context, action) {
      const lead = await leadOf(context);
      let recipients = lead.assignedTo ? [lead.assignedTo] : [];
      if (recipients.length === 0) {
        const rows = (await context.manager.query(
          context.clinicId === null
            ? `SELECT u.id FROM users u WHERE u.is_active AND ${userMayUseOperatorAreaSql('u', '$1')}`
            : `SELECT id FROM users WHERE clinic_id = $1 AND role = 'clinic_admin' AND is_active`,
          context.clinicId === null ? [OperatorArea.marketing] : [context.clinicId],
        )) as { id: string }[];
        recipients = rows.map((row) => row.id);
      }
      await context.services.notifications.notify(context.manager, {
        recipients,
        kind: NotificationKind.marketing_follow_up,
        title: `Follow up lead #${lead.id}`,
        // The e-mail copy of a notification carries no names (PRODUCT 15): the rule's text and the link.
        body: (action.template ?? '').replaceAll('{first_name}', 'the lead').replaceAll('{last_name}', '').trim(),
        link: context.clinicId === null ? `/admin?tab=marketing&lead=${lead.id}` : `/marketing?lead=${lead.id}`,
        clinicId: context.clinicId,
      });
      return `Told ${recipients.length} ${recipients.length === 1 ? 'person' : 'people'}`;
    },
  },
};
