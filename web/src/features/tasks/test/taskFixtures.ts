import type { MockLink } from '@apollo/client/testing';
import type { TaskFieldsFragment, TaskFilter } from '../../../gql/graphql';
import { TaskAssigneesQuery, TasksQuery } from '../taskDocuments';
import { TASKS_PAGE_SIZE } from '../TaskList';

export function aTask(overrides: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment & { __typename: 'Task' } {
  return {
    __typename: 'Task',
    id: 1,
    title: 'Request the police report',
    description: null,
    priority: 'medium',
    status: 'pending',
    dueDate: '2026-11-20',
    isOverdue: false,
    source: 'manual',
    caseId: 101,
    caseNumber: 'C1-CASE-2026-7',
    patientId: 7,
    patientName: 'Alex Rivera',
    assigneeId: null,
    assigneeName: null,
    createdByName: 'Maria Lopez',
    completedAt: null,
    completedByName: null,
    ...overrides,
  };
}

/** The Tasks query for a filter, answered as often as it is asked (writes refetch it). */
export function tasksMock(filter: TaskFilter, tasks: TaskFieldsFragment[]): MockLink.MockedResponse {
  return {
    request: { query: TasksQuery, variables: { filter, first: TASKS_PAGE_SIZE, after: null } },
    result: {
      data: {
        tasks: {
          __typename: 'TaskConnection',
          nodes: tasks,
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const assigneesMock: MockLink.MockedResponse = {
  request: { query: TaskAssigneesQuery },
  result: {
    data: {
      taskAssignees: [
        { __typename: 'TaskAssignee', id: 'u-maria', name: 'Maria Lopez' },
        { __typename: 'TaskAssignee', id: 'u-sam', name: 'Sam Ortiz' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const openAll: TaskFilter = {
  mine: null,
  assigneeId: null,
  status: 'open',
  priority: null,
  due: null,
  search: null,
};
