import type { AutomationActionHandler } from '../automation-action';
import { TaskSource } from '../../tasks/task.enums';
import { fillTemplate, subjectCase, templateProblems } from '../automation-subject-case';

/** A task on the subject's case; target: the assignee (an active user of the clinic) or empty. */
export const createTaskAction: AutomationActionHandler = {
  type: 'create_task',
  label: 'Create a task',
  async validate(manager, clinicId, action) {
    const problems = templateProblems(action.template, 'The task title', 200);
    if (action.target) {
      const [user] = (await manager.query(
        `SELECT 1 FROM users WHERE id = $1 AND clinic_id = $2 AND is_active AND role IN ('clinic_staff', 'clinic_admin')`,
        [action.target, clinicId],
      )) as unknown[];
      if (!user) problems.push({ field: 'target', message: 'Assign the task to an active user of your clinic' });
    }
    return problems;
  },
  async run(context, action) {
    const record = await subjectCase(context.manager, context.subject);
    const id = await context.services.tasks.createTask(context.manager, null, {
      clinicId: record.clinicId,
      caseId: record.id,
      patientId: record.patientId,
      title: fillTemplate(action.template ?? '', record),
      description: `Created by the workflow rule "${context.ruleName}"`,
      assigneeId: action.target || null,
      source: TaskSource.automation,
    });
    return `Created task #${id} on ${record.caseNumber}`;
  },
};
