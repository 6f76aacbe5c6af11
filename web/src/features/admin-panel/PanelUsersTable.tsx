import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { roleLabels } from '../../app/auth/roles';
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

/** Email, name, role, clinic and the active dot. Wider than a phone, it scrolls sideways inside its card. */
export function PanelUsersTable({ users }: { users: readonly PanelUser[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Users" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Clinic</TableCell>
            <TableCell align="center">Active</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </TableCell>
              <TableCell>{user.fullName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{roleLabels[user.role]}</TableCell>
              <TableCell>
                <Membership user={user} />
              </TableCell>
              <TableCell align="center">
                <ActiveDot isActive={user.isActive} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
