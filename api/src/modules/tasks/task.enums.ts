import { registerEnumType } from 'type-graphql';
import { taskPriorities, taskSources, taskStatuses } from './task.entity';

export enum TaskStatus {
  pending = 'pending',
  in_progress = 'in_progress',
  completed = 'completed',
  cancelled = 'cancelled',
}
registerEnumType(TaskStatus, {
  name: 'TaskStatus',
  description: 'pending (the default), in_progress, completed, cancelled',
});

export enum TaskPriority {
  low = 'low',
  medium = 'medium',
  high = 'high',
  urgent = 'urgent',
}
registerEnumType(TaskPriority, { name: 'TaskPriority', description: 'low, medium (the default), high, urgent' });

export enum TaskSource {
  manual = 'manual',
  automation = 'automation',
  alert = 'alert',
  note = 'note',
  appointment = 'appointment',
  billing = 'billing',
  claim = 'claim',
}
registerEnumType(TaskSource, { name: 'TaskSource', description: 'Who made the task: a person (manual) or a feature' });

/** A list's status filter: `open` is every task still to do (task-status.ts), the rest one status each. */
export enum TaskStatusFilter {
  open = 'open',
  pending = 'pending',
  in_progress = 'in_progress',
  completed = 'completed',
  cancelled = 'cancelled',
}
registerEnumType(TaskStatusFilter, {
  name: 'TaskStatusFilter',
  description: 'open: pending or in progress (what the dashboard counts as Pending Tasks); or one status',
});

/** Due-date windows, by the clinic's own calendar day (its time zone). */
export enum TaskDue {
  overdue = 'overdue',
  today = 'today',
  this_week = 'this_week',
}
registerEnumType(TaskDue, {
  name: 'TaskDue',
  description: 'overdue: open and due before today; today; this_week: due Monday to Sunday of the current week',
});

/** What a person does to a task's status (task-status.ts says from where). */
export enum TaskAction {
  start = 'start',
  complete = 'complete',
  reopen = 'reopen',
  cancel = 'cancel',
}
registerEnumType(TaskAction, { name: 'TaskAction', description: 'start, complete, reopen or cancel a task' });

// The database's CHECK lists and these enums are the same lists.
const sameValues = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));
if (
  !sameValues(taskStatuses, Object.values(TaskStatus)) ||
  !sameValues(taskPriorities, Object.values(TaskPriority)) ||
  !sameValues(taskSources, Object.values(TaskSource))
)
  throw new Error('task.enums.ts and task.entity.ts list different values');
