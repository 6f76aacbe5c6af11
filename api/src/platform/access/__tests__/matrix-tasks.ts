import { byId, gql, input, nodeIds, rest, restIds, type CallArgs, type Entry, type Verdicts } from './matrix-dsl';

/**
 * Tasks (decision 186): the clinic's internal work list. Its staff and admins read and write their
 * clinic's; the operator reads every clinic's but writes none; an attorney has no tasks at all:
 * lists are refused, and every task id, their own case's included, answers as a missing one.
 */
const taskReaders: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'hidden',
  super_admin: 'any',
};
const taskLists: Verdicts = { clinic_staff: 'allow', clinic_admin: 'allow', attorney: 'forbid', super_admin: 'any' };
const taskWriters: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'hidden',
  super_admin: 'forbid',
};
/** Creating on a case: the case's attorney reads the case, so they are refused rather than told it is missing. */
const taskCreators: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};
const clinicRolesOnly: Verdicts = {
  clinic_staff: 'allow',
  clinic_admin: 'allow',
  attorney: 'forbid',
  super_admin: 'forbid',
};

const taskRows = (field: 'tasks' | 'rest') => ({
  kind: 'task' as const,
  ids: field === 'rest' ? restIds : nodeIds('tasks'),
});
const newTask = (a: CallArgs) => ({ caseId: a.id, title: 'Matrix task' });

export const tasksMatrix: Record<string, Entry> = {
  'Query.tasks': [
    { label: 'list', call: gql('{ tasks(first: 100) { nodes { id } } }'), roles: taskLists, rows: taskRows('tasks') },
    {
      label: 'of a case',
      call: gql('query($id: Int) { tasks(first: 100, filter: { caseId: $id }) { nodes { id } } }', (a) => ({
        id: a.id,
      })),
      target: 'case',
      roles: taskLists,
      rows: taskRows('tasks'),
    },
    {
      label: 'open, searched',
      call: gql('{ tasks(first: 100, filter: { status: open, search: "follow" }) { nodes { id } } }'),
      roles: taskLists,
      rows: taskRows('tasks'),
    },
  ],
  'Query.task': [
    { label: 'by id', call: byId('query($id: Int!) { task(id: $id) { id } }'), target: 'task', roles: taskReaders },
  ],
  'Query.taskAssignees': [{ label: 'colleagues', call: gql('{ taskAssignees { id } }'), roles: clinicRolesOnly }],
  'Mutation.taskCreate': [
    {
      label: 'on a case',
      call: input('mutation($input: TaskCreateInput!) { taskCreate(input: $input) { id } }', newTask),
      target: 'case',
      roles: taskCreators,
    },
  ],
  'Mutation.taskUpdate': [
    {
      label: 'edit',
      call: gql('mutation($id: Int!) { taskUpdate(id: $id, input: { priority: high }) { id } }', (a) => ({ id: a.id })),
      target: 'task',
      roles: taskWriters,
      fresh: true,
    },
  ],
  'Mutation.taskAct': [
    {
      label: 'complete',
      call: gql('mutation($id: Int!) { taskAct(id: $id, action: complete) { id } }', (a) => ({ id: a.id })),
      target: 'task',
      roles: taskWriters,
      fresh: true,
    },
  ],
  'GET /api/tasks': [
    { label: 'list', call: rest({ path: () => '/api/tasks?limit=100' }), roles: taskLists, rows: taskRows('rest') },
  ],
  'POST /api/tasks': [{ label: 'on a case', call: rest({ body: newTask }), target: 'case', roles: taskCreators }],
  'PATCH /api/tasks/:id': [
    {
      label: 'edit',
      call: rest({ body: () => ({ priority: 'high' }) }),
      target: 'task',
      roles: taskWriters,
      fresh: true,
    },
  ],
  'POST /api/tasks/:id/complete': [
    { label: 'complete', call: rest(), target: 'task', roles: taskWriters, fresh: true },
  ],
};
