import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { RecordTable, type DataTableColumn } from '../../../components/DataTable';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { affiliationOf, lastLoginLabel } from './userFormat';
import { UserRoleSelect } from './UserRoleSelect';
import { UserRowActions } from './UserRowActions';
import { UserStatusChips } from './UserStatusChips';

type AdminUser = AdminUserFieldsFragment;

export interface UserRowHandlers {
  onRoleChange: (user: AdminUser, role: Role) => void;
  /** Opens the Edit dialog, with a role chosen in the table that needs a clinic or attorney record. */
  onEdit: (user: AdminUser, presetRole?: Role) => void;
  onResendInvitation: (user: AdminUser) => Promise<void>;
}

/** The element naming a user's row (or phone card), which its buttons are described by. */
const nameIdOf = (user: AdminUser) => `admin-user-${user.id}-name`;
const nameOf = (user: AdminUser) => user.fullName || '(no name)';

function Affiliation({ user }: { user: AdminUser }) {
  const affiliation = affiliationOf(user);
  if (!affiliation)
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        Platform
      </Typography>
    );
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2">{affiliation.primary}</Typography>
      <Typography variant="caption" color="text.secondary">
        {affiliation.secondary}
      </Typography>
    </Box>
  );
}

/** Phones keep the name, email, role select, clinic or attorney and status, with the actions. */
function userColumns(selfId: string | null, handlers: UserRowHandlers): ReadonlyArray<DataTableColumn<AdminUser>> {
  return [
    {
      id: 'name',
      header: 'Name',
      key: true,
      rowHeader: true,
      accessor: nameOf,
      render: (user) => (
        <Typography id={nameIdOf(user)} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {nameOf(user)}
          {user.id === selfId && ' (you)'}
        </Typography>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      key: true,
      accessor: (user) => user.email,
      render: (user) => (
        <Link href={`mailto:${user.email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Link>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      key: true,
      accessor: (user) => user.role,
      render: (user) => (
        <UserRoleSelect
          user={user}
          isSelf={user.id === selfId}
          onChange={(role) => handlers.onRoleChange(user, role)}
          onNeedsDetails={(role) => handlers.onEdit(user, role)}
        />
      ),
    },
    {
      id: 'affiliation',
      header: 'Clinic / Attorney',
      key: true,
      accessor: (user) => affiliationOf(user)?.primary ?? 'Platform',
      render: (user) => <Affiliation user={user} />,
    },
    {
      id: 'status',
      header: 'Status',
      key: true,
      accessor: (user) => (user.isActive ? 'Active' : 'Inactive'),
      render: (user) => <UserStatusChips user={user} />,
    },
    {
      id: 'lastLogin',
      header: 'Last Login',
      wideOnly: true,
      accessor: (user) => lastLoginLabel(user.lastLoginAt),
      render: (user) => <Box sx={{ minWidth: 90 }}>{lastLoginLabel(user.lastLoginAt)}</Box>,
    },
  ];
}

const userId = (user: AdminUser) => user.id;

/** A row's many facts fit a desktop card with narrower cell padding. */
const compactCells = { '& .MuiTableCell-root': { px: 1.25 } } as const;

/**
 * Name, email, inline role, clinic or attorney, status, last login and the actions, one row per user;
 * on phones one card per user with all but the last login.
 */
export function UserTable({
  users,
  selfId,
  handlers,
}: {
  users: readonly AdminUser[];
  selfId: string | null;
  handlers: UserRowHandlers;
}) {
  return (
    <Box sx={compactCells}>
      <RecordTable
        label="Users"
        columns={userColumns(selfId, handlers)}
        rows={users}
        getRowId={userId}
        getRowLabel={nameOf}
        renderActions={(user) => (
          <UserRowActions
            user={user}
            isSelf={user.id === selfId}
            describedBy={nameIdOf(user)}
            onEdit={() => handlers.onEdit(user)}
            onResendInvitation={() => handlers.onResendInvitation(user)}
          />
        )}
      />
    </Box>
  );
}
