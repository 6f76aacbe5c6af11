import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '../../app/toast/toastContext';
import type { TaskAction, TaskFieldsFragment, TaskPriority } from '../../gql/graphql';
import { formFieldErrorsOf } from '../../lib/formFieldErrors';
import { errorMessageOf } from '../../lib/graphqlErrors';
import { isValidLocalDate } from '../../lib/localDate';
import { FormTextField } from '../patients/form/FormTextField';
import { TaskAssigneesQuery, TaskCreateMutation, TaskUpdateMutation, taskWriteRefetches } from './taskDocuments';
import { isOpenTask, priorityLabels, taskPriorities } from './taskFormat';
import { useTaskAct } from './useTaskActions';

interface TaskFormValues {
  title: string;
  description: string;
  priority: TaskPriority;
  dueDate: string;
  assigneeId: string;
}

/** The server's rules, said the same way before a round trip. */
const taskSchema = yup.object({
  title: yup.string().trim().required('Title is required').max(200, 'Title must be at most 200 characters'),
  description: yup.string().max(5000, 'Description must be at most 5000 characters'),
  priority: yup.string().oneOf(taskPriorities).required(),
  dueDate: yup
    .string()
    .test('calendar-date', 'Due date must be a date (YYYY-MM-DD)', (value) => !value || isValidLocalDate(value)),
  assigneeId: yup.string(),
});

const valuesOf = (task: TaskFieldsFragment | null): TaskFormValues => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  priority: task?.priority ?? 'medium',
  dueDate: task?.dueDate ?? '',
  assigneeId: task?.assigneeId ?? '',
});

function AssigneeField() {
  const { data, loading } = useQuery(TaskAssigneesQuery);
  return (
    <FormTextField
      name="assigneeId"
      label="Assigned to"
      select
      helperText={loading ? 'Loading colleagues...' : undefined}
    >
      <MenuItem value="">
        <em>Nobody yet</em>
      </MenuItem>
      {(data?.taskAssignees ?? []).map((person) => (
        <MenuItem key={person.id} value={person.id}>
          {person.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

/** The edited task's other status moves: Start (pending) and Cancel task (open); Complete is on its row. */
function StatusMoves({ task, disabled, onDone }: { task: TaskFieldsFragment; disabled: boolean; onDone: () => void }) {
  const act = useTaskAct();
  const run = async (action: TaskAction) => {
    if ((await act(task, action)) !== null) onDone();
  };
  return (
    <Box sx={{ mr: 'auto', display: 'flex', gap: 1 }}>
      {task.status === 'pending' && (
        <Button onClick={() => void run('start')} disabled={disabled}>
          Start
        </Button>
      )}
      {isOpenTask(task.status) && (
        <Button color="error" onClick={() => void run('cancel')} disabled={disabled}>
          Cancel task
        </Button>
      )}
    </Box>
  );
}

function TaskForm({
  task,
  caseId,
  caseLabel,
  onClose,
}: {
  task: TaskFieldsFragment | null;
  caseId: number | null;
  caseLabel: string | null;
  onClose: () => void;
}) {
  const showToast = useToast();
  const options = { refetchQueries: taskWriteRefetches, awaitRefetchQueries: true };
  const [createTask] = useMutation(TaskCreateMutation, options);
  const [updateTask] = useMutation(TaskUpdateMutation, options);

  return (
    <Formik<TaskFormValues>
      initialValues={valuesOf(task)}
      validationSchema={taskSchema}
      onSubmit={async (values, { setErrors }) => {
        const fields = {
          title: values.title.trim(),
          description: values.description.trim() || null,
          priority: values.priority,
          dueDate: values.dueDate || null,
          assigneeId: values.assigneeId || null,
        };
        try {
          if (task) await updateTask({ variables: { id: task.id, input: fields } });
          else await createTask({ variables: { input: { ...fields, caseId } } });
          showToast({ title: task ? 'Task saved' : 'Task added', description: fields.title, severity: 'success' });
          onClose();
        } catch (error) {
          const fieldErrors = formFieldErrorsOf(error);
          if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
          else
            showToast({
              title: 'Error',
              description: `Could not save the task: ${errorMessageOf(error)}`,
              severity: 'error',
            });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={task ? 'Edit task' : 'New task'}>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {(caseLabel ?? task?.caseNumber) && (
                <Typography variant="body2" color="text.secondary">
                  {`Case ${caseLabel ?? task?.caseNumber}${task?.patientName ? ` · ${task.patientName}` : ''}`}
                </Typography>
              )}
              <FormTextField name="title" label="Title" required autoFocus />
              <FormTextField name="description" label="Description" multiline minRows={2} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="priority" label="Priority" select required>
                  {taskPriorities.map((priority) => (
                    <MenuItem key={priority} value={priority}>
                      {priorityLabels[priority]}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  name="dueDate"
                  label="Due date"
                  type="date"
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
              <AssigneeField />
            </Stack>
          </DialogContent>
          <DialogActions>
            {task && <StatusMoves task={task} disabled={isSubmitting} onDone={onClose} />}
            <Button onClick={onClose} disabled={isSubmitting}>
              Close
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : task ? 'Save task' : 'Add task'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}

/** New or edit: title, description, priority, due date and who does it (an active colleague). */
export function TaskDialog({
  open,
  task = null,
  caseId = null,
  caseLabel = null,
  onClose,
}: {
  open: boolean;
  /** The task to edit; none to add one. */
  task?: TaskFieldsFragment | null;
  /** A new task's case (the case tab's Add task). */
  caseId?: number | null;
  caseLabel?: string | null;
  onClose: () => void;
}) {
  const titleId = useId();
  // The title keeps naming the task while the dialog fades out after its task is let go.
  const [shownTask, setShownTask] = useState(task);
  if (open && task !== shownTask) setShownTask(task);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{shownTask ? 'Edit task' : 'New task'}</DialogTitle>
      {/* Mounted per opening: each opening starts from the task as it is now. */}
      {open && <TaskForm task={task} caseId={caseId} caseLabel={caseLabel} onClose={onClose} />}
    </Dialog>
  );
}
