import type { TaskView } from './task.type';

/** The REST shape of a task: the GraphQL fields, the tenant key left out. */
export function taskJson(task: TaskView) {
  const { clinicId: _clinicId, ...json } = task;
  return json;
}
