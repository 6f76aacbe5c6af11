import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { canWriteTasks } from './taskCanWrite';
import { TaskDialog } from './TaskDialog';
import { TaskList } from './TaskList';

/** A case's tasks, open and done, soonest due first, with Add task (the case and its patient set). */
export function CaseTasksTab({ caseId, caseNumber }: { caseId: number; caseNumber: string }) {
  const { user } = useCurrentUser();
  const canWrite = canWriteTasks(user?.role);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TaskFieldsFragment | null>(null);
  return (
    <Box>
      {canWrite && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add task
          </Button>
        </Box>
      )}
      <TaskList
        filter={{ caseId }}
        showCase={false}
        canWrite={canWrite}
        onEdit={setEditing}
        emptyText={{ title: 'No tasks on this case yet.', description: 'Add one for what needs doing next.' }}
      />
      <TaskDialog open={adding} caseId={caseId} caseLabel={caseNumber} onClose={() => setAdding(false)} />
      <TaskDialog open={editing !== null} task={editing} onClose={() => setEditing(null)} />
    </Box>
  );
}
