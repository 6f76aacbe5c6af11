import { useMutation } from '@apollo/client/react';
import type { TaskAction, TaskFieldsFragment } from '../../gql/graphql';
import { useToastedAction } from '../../lib/useToastedAction';
import { TaskActMutation, taskWriteRefetches } from './taskDocuments';

const doneWords: Record<TaskAction, string> = {
  start: 'started',
  complete: 'completed',
  reopen: 'reopened',
  cancel: 'cancelled',
};

/** Start, complete, reopen or cancel a task, with a toast either way; lists and the dashboard refresh. */
export function useTaskAct() {
  const [act] = useMutation(TaskActMutation, { refetchQueries: taskWriteRefetches, awaitRefetchQueries: true });
  return useToastedAction(
    async (task: TaskFieldsFragment, action: TaskAction) => {
      await act({ variables: { id: task.id, action } });
      return task;
    },
    {
      success: (_result, task, action) => ({
        title: `Task ${doneWords[action]}`,
        description: task.title,
        severity: 'success',
      }),
      failure: (_task, action) => `Could not mark the task ${doneWords[action]}`,
    },
    () => null,
  );
}
