import type { TaskDue, TaskPriority, TaskSource, TaskStatus, TaskStatusFilter } from '../../gql/graphql';

export const taskPriorities: readonly TaskPriority[] = ['low', 'medium', 'high', 'urgent'];

export const priorityLabels: Record<TaskPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const statusLabels: Record<TaskStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** `open` is the server's rule (pending or in progress), the same one the dashboard's Pending Tasks counts. */
export const statusFilterLabels: Record<TaskStatusFilter, string> = {
  open: 'Open',
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const dueLabels: Record<TaskDue, string> = {
  overdue: 'Overdue',
  today: 'Due today',
  this_week: 'Due this week',
};

export const sourceLabels: Record<TaskSource, string> = {
  manual: 'Added by hand',
  automation: 'Automation',
  alert: 'Alert',
  note: 'Treatment note',
  appointment: 'Appointment',
  billing: 'Billing',
  claim: 'Insurance claim',
};

export const priorityColors: Record<TaskPriority, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  urgent: 'error',
};

export const isOpenTask = (status: TaskStatus) => status === 'pending' || status === 'in_progress';
