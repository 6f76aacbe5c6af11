import { useId } from 'react';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { affiliationOf, lastLoginLabel } from './userFormat';
import { UserRoleSelect } from './UserRoleSelect';
import { UserRowActions } from './UserRowActions';
import { UserStatusChips } from './UserStatusChips';

export interface UserRowHandlers {
  onRoleChange: (user: AdminUserFieldsFragment, role: Role) => void;
  /** Opens the Edit dialog, with a role chosen in the table that needs a clinic or attorney record. */
  onEdit: (user: AdminUserFieldsFragment, presetRole?: Role) => void;
  onResendInvitation: (user: AdminUserFieldsFragment) => Promise<void>;
}

const stickyName = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 140, md: 160 },
  maxWidth: { xs: 140, md: 200 },
} as const;

function UserRow({
  user,
  selfId,
  handlers,
}: {
  user: AdminUserFieldsFragment;
  selfId: string | null;
  handlers: UserRowHandlers;
}) {
  const nameId = useId();
  const affiliation = affiliationOf(user);
  const isSelf = user.id === selfId;
  return (
    <TableRow hover sx={{ '&:hover .sticky-name': { bgcolor: 'grey.50' } }}>
      <TableCell component="th" scope="row" className="sticky-name" sx={stickyName}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {user.fullName || '(no name)'}
          {isSelf && ' (you)'}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 220, overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${user.email}`} variant="body2">
          {user.email}
        </Link>
      </TableCell>
      <TableCell>
        <UserRoleSelect
          user={user}
          isSelf={isSelf}
          onChange={(role) => handlers.onRoleChange(user, role)}
          onNeedsDetails={(role) => handlers.onEdit(user, role)}
        />
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        {affiliation ? (
          <>
            <Typography variant="body2">{affiliation.primary}</Typography>
            <Typography variant="caption" color="text.secondary">
              {affiliation.secondary}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            Platform
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <UserStatusChips user={user} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{lastLoginLabel(user.lastLoginAt)}</TableCell>
      <TableCell align="right" sx={{ py: 0.5 }}>
        <UserRowActions
          user={user}
          isSelf={isSelf}
          describedBy={nameId}
          onEdit={() => handlers.onEdit(user)}
          onResendInvitation={() => handlers.onResendInvitation(user)}
        />
      </TableCell>
    </TableRow>
  );
}

/** Name, email, inline role, clinic or attorney, status, last login and the actions, one row per user. */
export function UserTable({
  users,
  selfId,
  handlers,
}: {
  users: readonly AdminUserFieldsFragment[];
  selfId: string | null;
  handlers: UserRowHandlers;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Users" sx={{ minWidth: 1080, '& .MuiTableCell-root': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={stickyName}>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Clinic / Attorney</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Last Login</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} selfId={selfId} handlers={handlers} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
