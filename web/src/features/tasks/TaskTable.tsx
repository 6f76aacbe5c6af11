import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { paths } from '../../app/paths';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { formatLocalDate } from '../../lib/format';
import { isOpenTask, priorityColors, priorityLabels, statusLabels } from './taskFormat';
import { useTaskAct } from './useTaskActions';

function DueDate({ task }: { task: TaskFieldsFragment }) {
  if (!task.dueDate) return <>No due date</>;
  if (!task.isOverdue) return <>{formatLocalDate(task.dueDate)}</>;
  return (
    <Typography component="span" variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
      {`${formatLocalDate(task.dueDate)} · Overdue`}
    </Typography>
  );
}

function TaskTitle({ task, showCase }: { task: TaskFieldsFragment; showCase: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {task.title}
      </Typography>
      {showCase && task.caseId && (
        <Link component={RouterLink} to={`${paths.caseDetail(task.caseId)}?tab=tasks`} variant="caption">
          {`${task.caseNumber}${task.patientName ? ` · ${task.patientName}` : ''}`}
        </Link>
      )}
    </Box>
  );
}

const columnsFor = (showCase: boolean): DataTableColumn<TaskFieldsFragment>[] => [
  {
    id: 'title',
    header: 'Task',
    accessor: (task) => task.title,
    render: (task) => <TaskTitle task={task} showCase={showCase} />,
    key: true,
    rowHeader: true,
  },
  {
    id: 'due',
    header: 'Due',
    accessor: (task) => task.dueDate ?? '',
    render: (task) => <DueDate task={task} />,
    key: true,
  },
  {
    id: 'priority',
    header: 'Priority',
    accessor: (task) => priorityLabels[task.priority],
    render: (task) => (
      <Chip
        size="small"
        label={priorityLabels[task.priority]}
        color={priorityColors[task.priority]}
        variant="outlined"
      />
    ),
  },
  { id: 'status', header: 'Status', accessor: (task) => statusLabels[task.status], key: true },
  { id: 'assignee', header: 'Assigned to', accessor: (task) => task.assigneeName ?? 'Nobody' },
];

/** A page of tasks: overdue ones marked, Complete in one click, Edit opens the dialog. */
export function TaskTable({
  tasks,
  showCase,
  canWrite,
  onEdit,
}: {
  tasks: readonly TaskFieldsFragment[];
  /** The case (and patient) under each title: off on the case's own tab. */
  showCase: boolean;
  canWrite: boolean;
  onEdit: (task: TaskFieldsFragment) => void;
}) {
  const act = useTaskAct();
  return (
    <RecordTable
      label="Tasks"
      columns={columnsFor(showCase)}
      rows={tasks}
      getRowId={(task) => task.id}
      isRowHighlighted={(task) => task.isOverdue}
      renderActions={
        canWrite
          ? (task) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                {isOpenTask(task.status) ? (
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<CheckIcon />}
                    onClick={() => void act(task, 'complete')}
                    aria-label={`Complete ${task.title}`}
                  >
                    Complete
                  </Button>
                ) : (
                  <Button size="small" onClick={() => void act(task, 'reopen')} aria-label={`Reopen ${task.title}`}>
                    Reopen
                  </Button>
                )}
                <Button size="small" onClick={() => onEdit(task)} aria-label={`Edit ${task.title}`}>
                  Edit
                </Button>
              </Stack>
            )
          : undefined
      }
    />
  );
}
