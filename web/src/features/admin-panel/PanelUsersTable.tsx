import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../../app/auth/roles';
import { RecordTable, type DataTableColumn } from '../../components/DataTable';
import { ActiveDot } from './ActiveDot';
import type { PanelUser } from './adminPanelApi';

/** Where a user belongs: their clinic, an attorney's law firm, or nowhere (the operators). */
function Membership({ user }: { user: PanelUser }) {
  if (user.clinic) return <>{user.clinic.name}</>;
  const firm = user.attorney?.firmName || user.attorney?.name;
  if (firm) {
    return (
      <>
        {firm}
        <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          Law firm
        </Typography>
      </>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      None
    </Typography>
  );
}

/** Phones keep the email (the card's title), role, clinic and the active dot. */
const userColumns: ReadonlyArray<DataTableColumn<PanelUser>> = [
  {
    id: 'email',
    header: 'Email',
    key: true,
    rowHeader: true,
    accessor: (user) => user.email,
    render: (user) => <Box sx={{ overflowWrap: 'anywhere' }}>{user.email}</Box>,
  },
  { id: 'name', header: 'Name', accessor: (user) => user.fullName },
  {
    id: 'role',
    header: 'Role',
    key: true,
    accessor: (user) => roleLabels[user.role],
    render: (user) => <Box sx={{ whiteSpace: 'nowrap' }}>{roleLabels[user.role]}</Box>,
  },
  {
    id: 'clinic',
    header: 'Clinic',
    key: true,
    accessor: (user) => user.clinic?.name,
    render: (user) => <Membership user={user} />,
  },
  {
    id: 'active',
    header: 'Active',
    key: true,
    align: 'center',
    accessor: (user) => (user.isActive ? 'Active' : 'Inactive'),
    render: (user) => <ActiveDot isActive={user.isActive} />,
  },
];

const userId = (user: PanelUser) => user.id;
const userEmail = (user: PanelUser) => user.email;

/** Email, name, role, clinic and the active dot: a row per user, a card per user on phones. */
export function PanelUsersTable({ users }: { users: readonly PanelUser[] }) {
  return <RecordTable label="Users" columns={userColumns} rows={users} getRowId={userId} getRowLabel={userEmail} />;
}
