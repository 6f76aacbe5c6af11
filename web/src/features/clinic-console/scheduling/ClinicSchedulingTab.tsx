import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useToast } from '../../../app/toast/toastContext';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';
import { SectionCard } from '../../../components/SectionCard';
import type { SchedulingSetupQuery as SetupResult } from '../../../gql/graphql';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { SchedulingSetupQuery } from '../../schedule/scheduleDocuments';
import { ClinicUsersQuery } from '../users/clinicUserQueries';
import { AppointmentTypeDialog } from './AppointmentTypeDialog';
import { ClinicProviderSetMutation, RoomSaveMutation } from './schedulingSetupDocuments';

type Setup = SetupResult['schedulingSetup'];
type AppointmentType = Setup['appointmentTypes'][number];
type Room = Setup['rooms'][number];

const typeColumns: DataTableColumn<AppointmentType>[] = [
  { id: 'name', header: 'Name', accessor: (type) => type.name, key: true, rowHeader: true },
  { id: 'duration', header: 'Minutes', accessor: (type) => type.durationMinutes, key: true },
  {
    id: 'color',
    header: 'Colour',
    accessor: (type) => type.color,
    render: (type) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
        <Box component="span" sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: type.color }} aria-hidden />
        {type.color}
      </Box>
    ),
  },
  { id: 'reExam', header: 'Re-exam', accessor: (type) => (type.isReExam ? 'Yes' : 'No') },
  { id: 'active', header: 'Active', accessor: (type) => (type.isActive ? 'Yes' : 'No'), key: true },
];

const roomColumns: DataTableColumn<Room>[] = [
  { id: 'name', header: 'Room', accessor: (room) => room.name, key: true, rowHeader: true },
  { id: 'active', header: 'Active', accessor: (room) => (room.isActive ? 'Yes' : 'No'), key: true },
];

/** The console's Scheduling tab: appointment types, rooms, and which users are providers (clinic admins). */
export function ClinicSchedulingTab() {
  const setupQuery = useQuery(SchedulingSetupQuery);
  const setup = setupQuery.data?.schedulingSetup;
  const [editingType, setEditingType] = useState<AppointmentType | 'new' | null>(null);
  const showToast = useToast();
  const [saveRoom] = useMutation(RoomSaveMutation);
  const [newRoom, setNewRoom] = useState('');

  if (setupQuery.error)
    return <ErrorState message={errorMessageOf(setupQuery.error)} onRetry={() => void setupQuery.refetch()} />;
  if (!setup) return <LoadingState label="Loading the scheduling set-up" />;

  const roomChange = async (input: { id?: number; name: string; isActive: boolean }) => {
    try {
      await saveRoom({ variables: { input } });
      setNewRoom('');
      await setupQuery.refetch();
    } catch (error) {
      showToast({ title: 'Could not save the room', description: errorMessageOf(error), severity: 'error' });
    }
  };

  return (
    <Stack spacing={3}>
      <SectionCard title="Appointment types" action={<Button onClick={() => setEditingType('new')}>Add type</Button>}>
        <Box sx={{ p: 2 }}>
          <RecordTable
            label="Appointment types"
            columns={typeColumns}
            rows={setup.appointmentTypes}
            getRowId={(type) => type.id}
            renderActions={(type) => (
              <Button size="small" onClick={() => setEditingType(type)} aria-label={`Edit ${type.name}`}>
                Edit
              </Button>
            )}
          />
        </Box>
      </SectionCard>
      <SectionCard title="Rooms">
        <Stack spacing={2} sx={{ p: 2 }}>
          <RecordTable
            label="Rooms"
            columns={roomColumns}
            rows={setup.rooms}
            getRowId={(room) => room.id}
            renderActions={(room) => (
              <Button
                size="small"
                onClick={() => void roomChange({ id: room.id, name: room.name, isActive: !room.isActive })}
              >
                {room.isActive ? `Deactivate ${room.name}` : `Activate ${room.name}`}
              </Button>
            )}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <TextField
              size="small"
              label="New room"
              value={newRoom}
              onChange={(event) => setNewRoom(event.target.value)}
            />
            <Button onClick={() => void roomChange({ name: newRoom, isActive: true })} disabled={!newRoom.trim()}>
              Add room
            </Button>
          </Box>
        </Stack>
      </SectionCard>
      <ProvidersSection setup={setup} onChanged={() => void setupQuery.refetch()} />
      {editingType && (
        <AppointmentTypeDialog
          type={editingType === 'new' ? null : editingType}
          onClose={() => setEditingType(null)}
          onSaved={() => {
            setEditingType(null);
            showToast({ title: 'Appointment type saved', severity: 'success' });
            void setupQuery.refetch();
          }}
        />
      )}
    </Stack>
  );
}

/** The clinic's users, each with a Provider switch and their NPI. */
function ProvidersSection({ setup, onChanged }: { setup: Setup; onChanged: () => void }) {
  const usersQuery = useQuery(ClinicUsersQuery, { variables: { first: 100 } });
  const [setProvider] = useMutation(ClinicProviderSetMutation);
  const [npis, setNpis] = useState<Record<string, string>>({});
  const showToast = useToast();
  const providerById = new Map(setup.providers.map((provider) => [provider.id, provider]));
  const users = (usersQuery.data?.clinicUsers.nodes ?? []).filter((user) => user.isActive);

  const change = async (userId: string, isProvider: boolean) => {
    const npi = (npis[userId] ?? providerById.get(userId)?.npi ?? '').trim();
    try {
      await setProvider({ variables: { input: { userId, isProvider, npi: npi || null } } });
      showToast({ title: isProvider ? 'Marked as a provider' : 'No longer a provider', severity: 'success' });
      onChanged();
    } catch (error) {
      showToast({ title: 'Could not change the provider', description: errorMessageOf(error), severity: 'error' });
    }
  };

  return (
    <SectionCard title="Providers">
      <Box sx={{ p: 2 }}>
        {usersQuery.error ? (
          <ErrorState message={errorMessageOf(usersQuery.error)} onRetry={() => void usersQuery.refetch()} />
        ) : (
          <RecordTable
            label="Providers"
            columns={[
              { id: 'name', header: 'User', accessor: (user) => user.fullName, key: true, rowHeader: true },
              {
                id: 'npi',
                header: 'NPI',
                accessor: (user) => providerById.get(user.id)?.npi ?? '',
                render: (user) => (
                  <TextField
                    size="small"
                    label={`NPI of ${user.fullName}`}
                    value={npis[user.id] ?? providerById.get(user.id)?.npi ?? ''}
                    onChange={(event) => setNpis({ ...npis, [user.id]: event.target.value })}
                    slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
                  />
                ),
                key: true,
              },
            ]}
            rows={users}
            getRowId={(user) => user.id}
            renderActions={(user) => (
              <Switch
                checked={providerById.has(user.id)}
                onChange={(event) => void change(user.id, event.target.checked)}
                slotProps={{ input: { 'aria-label': `${user.fullName} is a provider` } }}
              />
            )}
            actionsHeader="Provider"
          />
        )}
      </Box>
    </SectionCard>
  );
}
