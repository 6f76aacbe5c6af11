import type { EntityManager } from 'typeorm';
import type { AutomationActionConfig } from '../../modules/automation/automation-action';

interface DemoRule {
  name: string;
  description: string;
  triggerType: string;
  triggerDays: number | null;
  conditions: { field: string; operator: string; value: string }[];
  actions: (staffId: string, adminId: string) => AutomationActionConfig[];
  priority: number;
  isActive: boolean;
}

const demoRules: readonly DemoRule[] = [
  {
    name: 'No visit for 14 days',
    description: 'A patient in treatment who has stopped coming: call them, and let the attorney know.',
    triggerType: 'no_visit',
    triggerDays: 14,
    conditions: [],
    actions: (staffId) => [
      { type: 'create_task', target: staffId, template: 'Call the patient of {case_number}: no visit for 14 days' },
      {
        type: 'notify_attorney',
        target: null,
        template: 'Treatment on {case_number} has paused; the clinic is following up.',
      },
    ],
    priority: 1,
    isActive: true,
  },
  {
    name: 'Missed appointment follow-up',
    description: 'A no-show gets a note for the front desk.',
    triggerType: 'appointment_missed',
    triggerDays: null,
    conditions: [],
    actions: () => [
      {
        type: 'send_message',
        target: 'internal',
        template: 'Missed visit on {case_number}: call to reschedule this week.',
      },
    ],
    priority: 2,
    isActive: true,
  },
  {
    name: 'Bill 30 days overdue',
    description: 'A submitted bill unpaid 30 days past its due date: the admin chases it.',
    triggerType: 'bill_overdue',
    triggerDays: 30,
    conditions: [{ field: 'has_attorney', operator: 'is', value: 'true' }],
    actions: (_staffId, adminId) => [
      { type: 'create_task', target: adminId, template: 'Chase the overdue bill on {case_number}' },
    ],
    priority: 3,
    isActive: true,
  },
  {
    name: 'Ready for attorney review',
    description: "When a case moves to attorney review, tell the attorney through the case's messages.",
    triggerType: 'case_status_changed',
    triggerDays: null,
    conditions: [{ field: 'case_status', operator: 'is', value: 'attorney_review' }],
    actions: () => [
      {
        type: 'send_message',
        target: 'attorney',
        template: '{case_number} is ready for your review: records and bills are complete.',
      },
    ],
    priority: 4,
    isActive: false,
  },
];

/**
 * A few sensible workflow rules for each demo clinic, made by its admin (or staff member). Their
 * executions are not written here: at the first start the automation sweep runs the engine over the
 * demo data (main.ts), so what the demo shows is what the engine did.
 */
export async function seedAutomationRules(
  manager: EntityManager,
  clinicIds: Record<'northside' | 'lakeview', number>,
): Promise<void> {
  for (const [key, clinicId] of Object.entries(clinicIds)) {
    const people = (await manager.query(`SELECT id, role FROM users WHERE clinic_id = $1 AND email IN ($2, $3)`, [
      clinicId,
      `staff@${key}.demo`,
      `admin@${key}.demo`,
    ])) as { id: string; role: string }[];
    const staffId = people.find((person) => person.role === 'clinic_staff')!.id;
    const adminId = people.find((person) => person.role === 'clinic_admin')?.id ?? staffId;
    for (const rule of demoRules) {
      const actions = rule.actions(staffId, adminId);
      await manager.query(
        `INSERT INTO workflow_automation_rules
           (clinic_id, name, description, status, trigger_type, trigger_days, conditions, actions, action_type,
            action_target, action_template, is_active, priority, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
        [
          clinicId,
          rule.name,
          rule.description,
          rule.isActive ? 'active' : 'paused',
          rule.triggerType,
          rule.triggerDays,
          JSON.stringify(rule.conditions),
          JSON.stringify(actions),
          actions[0].type,
          actions[0].target,
          actions[0].template,
          rule.isActive,
          rule.priority,
          adminId,
        ],
      );
    }
  }
}
