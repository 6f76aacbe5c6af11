import { graphql } from '../../gql';

export const TaskFieldsFragment = graphql(`
  fragment TaskFields on Task {
    id
    title
    description
    priority
    status
    dueDate
    isOverdue
    source
    caseId
    caseNumber
    patientId
    patientName
    assigneeId
    assigneeName
    createdByName
    completedAt
    completedByName
  }
`);

export const TasksQuery = graphql(`
  query Tasks($first: Int!, $after: String, $filter: TaskFilter) {
    tasks(first: $first, after: $after, filter: $filter) {
      nodes {
        ...TaskFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const TaskQuery = graphql(`
  query Task($id: Int!) {
    task(id: $id) {
      ...TaskFields
    }
  }
`);

export const TaskAssigneesQuery = graphql(`
  query TaskAssignees {
    taskAssignees {
      id
      name
    }
  }
`);

export const TaskCreateMutation = graphql(`
  mutation TaskCreate($input: TaskCreateInput!) {
    taskCreate(input: $input) {
      ...TaskFields
    }
  }
`);

export const TaskUpdateMutation = graphql(`
  mutation TaskUpdate($id: Int!, $input: TaskUpdateInput!) {
    taskUpdate(id: $id, input: $input) {
      ...TaskFields
    }
  }
`);

export const TaskActMutation = graphql(`
  mutation TaskAct($id: Int!, $action: TaskAction!) {
    taskAct(id: $id, action: $action) {
      ...TaskFields
    }
  }
`);

/** What a task write changes elsewhere: the lists and the dashboard's Pending Tasks figure. */
export const taskWriteRefetches = ['Tasks', 'DashboardStats'];
