import { InputError } from '../../platform/errors';
import { TaskAction, TaskStatus } from './task.enums';

/**
 * THE definition of an open task (still to do): the dashboard's Pending Tasks figure, the list's
 * `open` filter and "overdue" all use it, so the card and the list it opens always agree.
 */
export const openTaskStatuses: readonly TaskStatus[] = [TaskStatus.pending, TaskStatus.in_progress];

export const openTaskSql = (alias: string): string =>
  `${alias}.status IN (${openTaskStatuses.map((status) => `'${status}'`).join(', ')})`;

/** The only status moves: each action, the statuses it starts from, and where it leads. */
const transitions: Record<TaskAction, { from: readonly TaskStatus[]; to: TaskStatus }> = {
  [TaskAction.start]: { from: [TaskStatus.pending], to: TaskStatus.in_progress },
  [TaskAction.complete]: { from: openTaskStatuses, to: TaskStatus.completed },
  [TaskAction.reopen]: { from: [TaskStatus.completed, TaskStatus.cancelled], to: TaskStatus.pending },
  [TaskAction.cancel]: { from: openTaskStatuses, to: TaskStatus.cancelled },
};

const statusLabel: Record<TaskStatus, string> = {
  pending: 'pending',
  in_progress: 'in progress',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** The status an action leads to, or a field error naming why it cannot. */
export function nextTaskStatus(current: TaskStatus, action: TaskAction): TaskStatus {
  const move = transitions[action];
  if (!move.from.includes(current))
    throw InputError.field('action', `A ${statusLabel[current]} task cannot be ${actionPast[action]}`);
  return move.to;
}

const actionPast: Record<TaskAction, string> = {
  start: 'started',
  complete: 'completed',
  reopen: 'reopened',
  cancel: 'cancelled',
};
