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
import { UserAccountActions } from '../../admin/users/UserRowActions';
import { UserRoleSelect } from '../../admin/users/UserRoleSelect';
import { UserStatusChips } from '../../admin/users/UserStatusChips';
import { lastLoginLabel } from '../../admin/users/userFormat';
import {
  useClinicUserForceLogout,
  useClinicUserResendInvitation,
  useClinicUserSetActive,
  useClinicUserSetRole,
} from './clinicUserActions';
import { clinicRoles } from './InviteColleagueDialog';

function ClinicUserRow({ user, selfId }: { user: AdminUserFieldsFragment; selfId: string | null }) {
  const nameId = useId();
  const isSelf = user.id === selfId;
  const setRole = useClinicUserSetRole();
  const setActive = useClinicUserSetActive();
  const forceLogout = useClinicUserForceLogout();
  const resend = useClinicUserResendInvitation();
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {user.fullName || '(no name)'}
          {isSelf && ' (you)'}
        </Typography>
      </TableCell>
      <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
        <Link href={`mailto:${user.email}`} variant="body2">
          {user.email}
        </Link>
      </TableCell>
      <TableCell>
        <UserRoleSelect
          user={user}
          isSelf={false}
          roles={clinicRoles}
          onChange={(role: Role) => void setRole(user, role)}
          onNeedsDetails={(role: Role) => void setRole(user, role)}
        />
      </TableCell>
      <TableCell>
        <UserStatusChips user={user} />
      </TableCell>
      <TableCell sx={{ minWidth: 110 }}>{lastLoginLabel(user.lastLoginAt)}</TableCell>
      <TableCell align="right" sx={{ py: 0.5 }}>
        <UserAccountActions
          user={user}
          isSelf={isSelf}
          describedBy={nameId}
          setActive={setActive}
          forceLogout={forceLogout}
          onResendInvitation={async () => void (await resend(user))}
        />
      </TableCell>
    </TableRow>
  );
}

/** The clinic's users: name, email, role (staff or admin), status, last sign-in and the actions. */
export function ClinicUserTable({
  users,
  selfId,
}: {
  users: readonly AdminUserFieldsFragment[];
  selfId: string | null;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Clinic users" sx={{ minWidth: 860, '& .MuiTableCell-root': { px: 1.25 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Last sign-in</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <ClinicUserRow key={user.id} user={user} selfId={selfId} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
