import type { EntityManager } from 'typeorm';

/** A demo task: `due` in days from the day the data is loaded (negative: overdue), `who` its assignee. */
interface DemoTask {
  title: (patientFirstName: string) => string;
  description?: string;
  priority: 'low' | 'medium' | 'high' | 'urgent';
  status: 'pending' | 'in_progress' | 'completed' | 'cancelled';
  due: number | null;
  who: 'staff' | 'admin' | null;
  source?: 'manual' | 'automation' | 'alert';
  /** Whether it concerns a case (the n-th of the clinic's open cases) or the clinic as a whole. */
  onCase: boolean;
}

const demoTasks: readonly DemoTask[] = [
  {
    title: (name) => `Call ${name} to reschedule the missed visit`,
    description: 'No-show on Tuesday; offer the first morning slot this week.',
    priority: 'high',
    status: 'pending',
    due: -3,
    who: 'staff',
    onCase: true,
  },
  {
    title: () => 'Verify PIP benefits with the carrier',
    description: 'Confirm the remaining PIP limit and the claim number before the next visit.',
    priority: 'urgent',
    status: 'pending',
    due: -6,
    who: 'staff',
    onCase: true,
  },
  {
    title: () => 'Request records from the emergency room visit',
    description: 'Fax the signed authorization to the hospital records department.',
    priority: 'medium',
    status: 'in_progress',
    due: 0,
    who: 'staff',
    onCase: true,
  },
  {
    title: () => 'Send the itemized statement to the attorney',
    description: 'The firm asked for it for the demand package.',
    priority: 'high',
    status: 'pending',
    due: 2,
    who: 'admin',
    onCase: true,
  },
  {
    title: (name) => `Re-exam due: book ${name}'s 30-day re-exam`,
    priority: 'medium',
    status: 'pending',
    due: 5,
    who: null,
    source: 'automation',
    onCase: true,
  },
  {
    title: () => 'Prepare the narrative report for settlement',
    priority: 'low',
    status: 'pending',
    due: 12,
    who: 'admin',
    onCase: true,
  },
  {
    title: () => 'Send the letter of protection to the attorney',
    priority: 'medium',
    status: 'completed',
    due: -4,
    who: 'staff',
    onCase: true,
  },
  {
    title: () => 'Collect the signed intake forms',
    priority: 'low',
    status: 'completed',
    due: -9,
    who: 'staff',
    onCase: true,
  },
  {
    title: () => 'Follow up on the duplicate referral',
    description: 'The attorney sent the same referral twice; nothing to do.',
    priority: 'low',
    status: 'cancelled',
    due: -2,
    who: null,
    onCase: true,
  },
  {
    title: () => 'Order intake packets and lien agreements',
    priority: 'medium',
    status: 'pending',
    due: 7,
    who: null,
    onCase: false,
  },
];

const dayFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Realistic tasks for both demo clinics, beside the generic ones of demo-data.ts: overdue calls,
 * records requests, a statement for the attorney, a re-exam made by automation, done and cancelled
 * ones; most assigned to the demo staff user (staff@<clinic>.demo), some to the admin or nobody.
 */
export async function seedTasks(
  manager: EntityManager,
  today: Date,
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
    const cases = (await manager.query(
      `SELECT c.id, c.patient_id AS "patientId", p.first_name AS "firstName"
         FROM cases c JOIN patients p ON p.id = c.patient_id
        WHERE c.clinic_id = $1 AND c.status <> 'closed' ORDER BY c.id LIMIT $2`,
      [clinicId, demoTasks.length],
    )) as { id: number; patientId: number; firstName: string }[];
    for (const [i, task] of demoTasks.entries()) {
      const record = task.onCase ? cases[i % cases.length] : null;
      const assignee = task.who === 'staff' ? staffId : task.who === 'admin' ? adminId : null;
      const done = task.status === 'completed';
      await manager.query(
        `INSERT INTO tasks (clinic_id, case_id, patient_id, assigned_to, title, description, priority, status, due_date,
                            source, created_by, completed_at, completed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          clinicId,
          record?.id ?? null,
          record?.patientId ?? null,
          assignee,
          task.title(record?.firstName ?? 'the patient'),
          task.description ?? null,
          task.priority,
          task.status,
          task.due === null ? null : dayFrom(today, task.due),
          task.source ?? 'manual',
          task.source === 'automation' ? null : adminId,
          done ? new Date(today.getTime() - 86_400_000) : null,
          done ? assignee : null,
        ],
      );
    }
  }
}
