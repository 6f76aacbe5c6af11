import type { DataSource, EntityManager } from 'typeorm';
import { SqlParams } from '../../db/sql-params';
import { containsPattern, keysetSql } from '../../db/sql/keyset';
import type { Scope } from '../../platform/access/scope';
import { changedValues, writeAudit } from '../../platform/audit/audit.service';
import { InputError, NotFoundError } from '../../platform/errors';
import type { Page } from '../../platform/graphql/connection';
import { caseFactsForWrite } from '../cases/case-facts';
import { NotificationKind } from '../notifications/notification-kinds';
import type { NotificationService } from '../notifications/notification.service';
import { nextTaskStatus, openTaskSql } from './task-status';
import { TaskAction, TaskPriority, TaskSource, TaskStatus, TaskStatusFilter } from './task.enums';
import type { TaskCreateInput, TaskFilter, TaskUpdateInput } from './task.input';
import { assertCanListTasks, assertCanWriteTasks, taskScopeSql } from './task.policy';
import type { TaskAssignee, TaskView } from './task.type';
import { taskDueSql, taskSortDirection, taskSortKey, taskViewSql } from './task-view.sql';

export interface TaskListArgs {
  filter?: TaskFilter | null;
  first?: number | null;
  after?: string | null;
}

/** What any feature gives `createTask`: the clinic is the caller's to decide (from its own record). */
export interface NewTask {
  clinicId: number;
  title: string;
  description?: string | null;
  priority?: TaskPriority | null;
  dueDate?: string | null;
  assigneeId?: string | null;
  caseId?: number | null;
  patientId?: number | null;
  source: TaskSource;
}

const readView = ({ keyset_sort_key: _sortKey, ...row }: Record<string, unknown>) => row as unknown as TaskView;

/** The audit row's picture of a task. */
const auditedFields = (task: TaskView) => ({
  title: task.title,
  description: task.description,
  priority: task.priority,
  status: task.status,
  dueDate: task.dueDate,
  assigneeId: task.assigneeId,
  caseId: task.caseId,
  patientId: task.patientId,
  source: task.source,
});

export class TaskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notifications: NotificationService,
  ) {}

  /** Tasks in scope, by due date then priority, keyset-paginated. */
  async list(scope: Scope, args: TaskListArgs): Promise<Page<TaskView>> {
    assertCanListTasks(scope);
    const params = new SqlParams();
    const where = [taskScopeSql(scope, params, 't')];
    const filter = args.filter ?? {};
    if (filter.mine) where.push(`t.assigned_to = ${params.add(scope.userId)}`);
    if (filter.assigneeId) where.push(`t.assigned_to = ${params.add(filter.assigneeId)}`);
    if (filter.unassigned) where.push('t.assigned_to IS NULL');
    if (filter.caseId) where.push(`t.case_id = ${params.add(filter.caseId)}`);
    if (filter.status === TaskStatusFilter.open) where.push(openTaskSql('t'));
    else if (filter.status) where.push(`t.status = ${params.add(filter.status)}`);
    if (filter.priority) where.push(`t.priority = ${params.add(filter.priority)}`);
    if (filter.due) where.push(taskDueSql(filter.due));
    if (filter.search) {
      const pattern = params.add(containsPattern(filter.search));
      where.push(`(t.title ILIKE ${pattern} OR t.description ILIKE ${pattern})`);
    }
    const page = keysetSql(params, 't', taskSortKey, taskSortDirection, args.first, args.after);
    if (page.after) where.push(page.after);
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `${taskViewSql(page.sortKeySelect)} WHERE ${where.join(' AND ')} ${page.orderAndLimit}`,
      params.values,
    );
    return page.page(rows, readView);
  }

  /** One task the scope may read, or null (missing and out of scope alike). */
  async findById(scope: Scope, id: number, manager: EntityManager = this.dataSource.manager): Promise<TaskView | null> {
    const params = new SqlParams();
    const rows: Record<string, unknown>[] = await manager.query(
      `${taskViewSql()} WHERE t.id = ${params.add(id)} AND ${taskScopeSql(scope, params, 't')}`,
      params.values,
    );
    return rows[0] ? readView(rows[0]) : null;
  }

  /** Who the caller may assign tasks to: the active staff and admins of their clinic, by name. */
  async assignees(scope: Scope): Promise<TaskAssignee[]> {
    const clinicId = assertCanWriteTasks(scope);
    return this.dataSource.query(
      `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
        WHERE clinic_id = $1 AND is_active AND role IN ('clinic_staff', 'clinic_admin')
        ORDER BY lower(first_name), lower(last_name), id`,
      [clinicId],
    );
  }

  /** A task made by a person of the clinic (on one of its cases, when a case is given). */
  async create(scope: Scope, input: TaskCreateInput): Promise<TaskView> {
    return this.dataSource.transaction(async (manager) => {
      let caseId: number | null = null;
      let patientId = input.patientId ?? null;
      if (input.caseId) {
        const record = await caseFactsForWrite(manager, scope, input.caseId);
        if (!record) throw InputError.field('caseId', 'Case not found');
        assertCanWriteTasks(scope);
        if (patientId !== null && patientId !== record.patientId)
          throw InputError.field('patientId', "Patient must be the case's patient");
        caseId = record.caseId;
        patientId = record.patientId;
      }
      const clinicId = assertCanWriteTasks(scope);
      const id = await this.createTask(manager, scope, {
        ...input,
        clinicId,
        caseId,
        patientId,
        source: TaskSource.manual,
      });
      return (await this.findById(scope, id, manager))!;
    });
  }

  /**
   * THE way a task comes to be, for people and for features (automation, alerts, notes...): inside
   * the caller's transaction (a task on a case is about its patient unless told otherwise), the
   * assignee and patient checked against the clinic, audited, and the
   * assignee told unless they made it. The caller vouches for `clinicId` and `caseId` (from its own
   * scoped record); `actor` is null when no person acted (a job). Returns the new task's id.
   */
  async createTask(manager: EntityManager, actor: Scope | null, task: NewTask): Promise<number> {
    await this.assertAssignable(manager, task.clinicId, task.assigneeId ?? null);
    if (task.patientId) await this.assertClinicPatient(manager, task.clinicId, task.patientId);
    const [{ id }] = (await manager.query(
      `INSERT INTO tasks (clinic_id, case_id, patient_id, assigned_to, title, description, priority, due_date, source, created_by)
       VALUES ($1, $2, coalesce($3, (SELECT patient_id FROM cases WHERE id = $2)), $4, $5, $6, $7, $8, $9, $10)
       RETURNING id`,
      [
        task.clinicId,
        task.caseId ?? null,
        task.patientId ?? null,
        task.assigneeId ?? null,
        task.title.trim(),
        task.description?.trim() || null,
        task.priority ?? TaskPriority.medium,
        task.dueDate ?? null,
        task.source,
        actor?.userId ?? null,
      ],
    )) as { id: number }[];
    await writeAudit(manager, actor, {
      entityType: 'task',
      entityId: id,
      action: 'create',
      clinicId: task.clinicId,
      newValues: {
        title: task.title.trim(),
        priority: task.priority ?? TaskPriority.medium,
        dueDate: task.dueDate ?? null,
        assigneeId: task.assigneeId ?? null,
        caseId: task.caseId ?? null,
        patientId: task.patientId ?? null,
        source: task.source,
      },
    });
    await this.notifyAssignee(manager, actor, id, task.clinicId, task.assigneeId ?? null, task.title, task.caseId);
    return id;
  }

  /** Title, description, priority, due date and assignee; the assignee is told when it is someone else. */
  async update(scope: Scope, id: number, input: TaskUpdateInput): Promise<TaskView> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockedTask(manager, scope, id);
      const clinicId = assertCanWriteTasks(scope);
      const after = {
        title: input.title === undefined ? before.title : input.title.trim(),
        description: input.description === undefined ? before.description : input.description?.trim() || null,
        priority: input.priority ?? before.priority,
        dueDate: input.dueDate === undefined ? before.dueDate : input.dueDate,
        assigneeId: input.assigneeId === undefined ? before.assigneeId : input.assigneeId,
      };
      const reassigned = after.assigneeId !== before.assigneeId;
      if (reassigned) await this.assertAssignable(manager, clinicId, after.assigneeId);
      const { oldValues, newValues } = changedValues(auditedFields(before), after);
      if (Object.keys(newValues).length === 0) return before;
      await manager.query(
        `UPDATE tasks SET title = $2, description = $3, priority = $4, due_date = $5, assigned_to = $6, updated_at = now()
          WHERE id = $1`,
        [id, after.title, after.description, after.priority, after.dueDate, after.assigneeId],
      );
      await writeAudit(manager, scope, {
        entityType: 'task',
        entityId: id,
        action: 'update',
        clinicId,
        oldValues,
        newValues,
      });
      if (reassigned)
        await this.notifyAssignee(manager, scope, id, clinicId, after.assigneeId, after.title, before.caseId);
      return (await this.findById(scope, id, manager))!;
    });
  }

  /** Start, complete (who and when are kept), reopen or cancel: only the moves task-status.ts allows. */
  async act(scope: Scope, id: number, action: TaskAction): Promise<TaskView> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.lockedTask(manager, scope, id);
      const clinicId = assertCanWriteTasks(scope);
      const status = nextTaskStatus(before.status, action);
      const completed = status === TaskStatus.completed;
      await manager.query(
        `UPDATE tasks SET status = $2, completed_at = CASE WHEN $3 THEN now() END,
                          completed_by = CASE WHEN $3 THEN $4 END, updated_at = now()
          WHERE id = $1`,
        [id, status, completed, scope.userId],
      );
      await writeAudit(manager, scope, {
        entityType: 'task',
        entityId: id,
        action,
        clinicId,
        oldValues: { status: before.status },
        newValues: { status },
      });
      return (await this.findById(scope, id, manager))!;
    });
  }

  /** The task in scope, its row locked for the rest of the transaction; "Task not found" otherwise. */
  private async lockedTask(manager: EntityManager, scope: Scope, id: number): Promise<TaskView> {
    const params = new SqlParams();
    const locked = await manager.query(
      `SELECT t.id FROM tasks t WHERE t.id = ${params.add(id)} AND ${taskScopeSql(scope, params, 't')} FOR UPDATE`,
      params.values,
    );
    const task = locked.length > 0 ? await this.findById(scope, id, manager) : null;
    if (!task) throw new NotFoundError('Task');
    return task;
  }

  private async assertAssignable(manager: EntityManager, clinicId: number, assigneeId: string | null): Promise<void> {
    if (assigneeId === null) return;
    const rows = await manager.query(
      `SELECT 1 FROM users WHERE id = $1 AND clinic_id = $2 AND is_active AND role IN ('clinic_staff', 'clinic_admin')`,
      [assigneeId, clinicId],
    );
    if (rows.length === 0) throw InputError.field('assigneeId', 'Assignee must be an active user of this clinic');
  }

  private async assertClinicPatient(manager: EntityManager, clinicId: number, patientId: number): Promise<void> {
    const rows = await manager.query(`SELECT 1 FROM patients WHERE id = $1 AND clinic_id = $2`, [patientId, clinicId]);
    if (rows.length === 0) throw InputError.field('patientId', 'Patient not found');
  }

  private async notifyAssignee(
    manager: EntityManager,
    actor: Scope | null,
    taskId: number,
    clinicId: number,
    assigneeId: string | null,
    title: string,
    caseId: number | null | undefined,
  ): Promise<void> {
    if (assigneeId === null || assigneeId === actor?.userId) return;
    await this.notifications.notify(manager, {
      recipients: [assigneeId],
      actorId: actor?.userId ?? null,
      kind: NotificationKind.task_assigned,
      title: `Task assigned to you: ${title}`,
      link: `/tasks?task=${taskId}`,
      caseId: caseId ?? null,
      clinicId,
    });
  }
}
