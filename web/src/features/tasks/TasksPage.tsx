import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { paths } from '../../app/paths';
import { AccessRestrictedNotice } from '../../components/AccessRestrictedNotice';
import { PageHeader } from '../../components/PageHeader';
import { SearchField } from '../../components/SearchField';
import { SectionCard } from '../../components/SectionCard';
import type { TaskDue, TaskFieldsFragment, TaskFilter, TaskPriority, TaskStatusFilter } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { canWriteTasks } from './taskCanWrite';
import { TaskAssigneesQuery, TaskQuery } from './taskDocuments';
import { TaskDialog } from './TaskDialog';
import { dueLabels, priorityLabels, statusFilterLabels, taskPriorities } from './taskFormat';
import { TaskList } from './TaskList';

const statusFilters = Object.keys(statusFilterLabels) as TaskStatusFilter[];
const dueFilters = Object.keys(dueLabels) as TaskDue[];
const anyValue = 'any';

/** Which tasks the address asks for: ?view=mine|all, ?status= (default open), ?priority=, ?due=, ?q=. */
function useTaskFilterParams() {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, values: readonly T[]): T | null => {
    const value = params.get(name);
    return values.includes(value as T) ? (value as T) : null;
  };
  const view = params.get('view') === 'mine' ? 'mine' : 'all';
  const status = params.get('status') === anyValue ? null : (pick('status', statusFilters) ?? 'open');
  const priority = pick('priority', taskPriorities);
  const due = pick('due', dueFilters);
  const assigneeId = params.get('assignee');
  const openTaskId = Number(params.get('task')) || null;
  const set = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { view, status, priority, due, assigneeId, search: params.get('q') ?? '', openTaskId, set } as const;
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  labels,
  anyLabel,
  onChange,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  anyLabel: string;
  onChange: (value: T | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? anyValue}
      onChange={(event) => onChange(event.target.value === anyValue ? null : (event.target.value as T))}
    >
      <MenuItem value={anyValue}>{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labels[option]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Whose tasks, among the clinic's active colleagues (All tasks only). */
function AssigneeFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { data } = useQuery(TaskAssigneesQuery);
  const people = data?.taskAssignees ?? [];
  const labels = Object.fromEntries(people.map((person) => [person.id, person.name]));
  return (
    <FilterSelect
      label="Assigned to"
      value={value !== null && labels[value] ? value : null}
      options={people.map((person) => person.id)}
      labels={labels}
      anyLabel="Anyone"
      onChange={onChange}
    />
  );
}

/** The task a notification links to (?task=12), opened in the dialog once it is loaded. */
function LinkedTaskDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = useQuery(TaskQuery, { variables: { id } });
  const task = data?.task ?? null;
  return <TaskDialog open={Boolean(task)} task={task} onClose={onClose} />;
}

/** /tasks: the clinic's work list, My tasks or All, filtered, with the task dialog. */
export default function TasksPage() {
  useDocumentTitle('Tasks');
  const { user } = useCurrentUser();
  const filters = useTaskFilterParams();
  const [editing, setEditing] = useState<TaskFieldsFragment | null>(null);
  const [adding, setAdding] = useState(false);
  const canWrite = canWriteTasks(user?.role);

  if (user?.role === 'attorney')
    return (
      <AccessRestrictedNotice
        reason="Tasks are the clinic's internal work list."
        back={{ label: 'Back to Dashboard', to: paths.dashboard }}
      />
    );

  const filter: TaskFilter = {
    mine: filters.view === 'mine' || null,
    assigneeId: filters.view === 'all' && canWrite ? filters.assigneeId : null,
    status: filters.status,
    priority: filters.priority,
    due: filters.due,
    search: filters.search.trim() || null,
  };

  return (
    <Box>
      <PageHeader
        title="Tasks"
        subtitle="Follow-ups, records requests and everything else the clinic has to do, soonest due first."
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              New task
            </Button>
          )
        }
      />
      <SectionCard title={filters.view === 'mine' ? 'My tasks' : 'All tasks'}>
        <Tabs
          value={filters.view}
          onChange={(_event, view: string) => filters.set('view', view === 'mine' ? 'mine' : null)}
          aria-label="Whose tasks"
          sx={{ px: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="mine" label="My tasks" />
          <Tab value="all" label="All tasks" />
        </Tabs>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            px: 2.5,
            py: 2,
            '& > *': { width: { xs: '100%', sm: 230 } },
          }}
        >
          <SearchField
            label="Search tasks"
            placeholder="Title or description"
            value={filters.search}
            onSearch={(text) => filters.set('q', text.trim() || null)}
          />
          <FilterSelect
            label="Status"
            value={filters.status}
            options={statusFilters}
            labels={statusFilterLabels}
            anyLabel="Any status"
            onChange={(status) => filters.set('status', status === 'open' ? null : (status ?? anyValue))}
          />
          <FilterSelect<TaskPriority>
            label="Priority"
            value={filters.priority}
            options={taskPriorities}
            labels={priorityLabels}
            anyLabel="Any priority"
            onChange={(priority) => filters.set('priority', priority)}
          />
          {filters.view === 'all' && canWrite && (
            <AssigneeFilter value={filters.assigneeId} onChange={(id) => filters.set('assignee', id)} />
          )}
          <FilterSelect
            label="Due"
            value={filters.due}
            options={dueFilters}
            labels={dueLabels}
            anyLabel="Any due date"
            onChange={(due) => filters.set('due', due)}
          />
        </Box>
        <TaskList
          filter={filter}
          showCase
          canWrite={canWrite}
          onEdit={setEditing}
          emptyText={{
            title: filters.view === 'mine' ? 'No tasks of yours match.' : 'No tasks match.',
            description: 'Change the filters, or add a task.',
          }}
        />
      </SectionCard>
      <TaskDialog open={adding} onClose={() => setAdding(false)} />
      <TaskDialog open={editing !== null} task={editing} onClose={() => setEditing(null)} />
      {filters.openTaskId !== null && canWrite && (
        <LinkedTaskDialog id={filters.openTaskId} onClose={() => filters.set('task', null)} />
      )}
    </Box>
  );
}
