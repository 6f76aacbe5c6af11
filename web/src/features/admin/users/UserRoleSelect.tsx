import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleLabels } from '../../../app/auth/roles';
import type { AdminUserFieldsFragment, Role } from '../../../gql/graphql';
import { isClinicRole, roleChoices } from './accountSchema';

interface UserRoleSelectProps {
  user: AdminUserFieldsFragment;
  /** The operator's own row: their role cannot be changed here. */
  isSelf: boolean;
  /** A role that can be applied as it is. */
  onChange: (role: Role) => void;
  /** A role that needs a clinic or an attorney record first: the Edit dialog asks for it. */
  onNeedsDetails: (role: Role) => void;
  /** The roles offered (the clinic console: its two clinic roles). */
  roles?: readonly Role[];
}

/** Whether moving to `role` keeps a clinic or attorney record the user already has. */
export function roleChangeNeedsDetails(user: AdminUserFieldsFragment, role: Role): boolean {
  if (isClinicRole(role)) return typeof user.clinicId !== 'number';
  if (role === 'attorney') return typeof user.attorneyId !== 'number';
  return false;
}

/** The table's inline role select. */
export function UserRoleSelect({ user, isSelf, onChange, onNeedsDetails, roles = roleChoices }: UserRoleSelectProps) {
  return (
    <TextField
      select
      size="small"
      value={user.role}
      disabled={isSelf}
      onChange={(event) => {
        const role = event.target.value as Role;
        if (role === user.role) return;
        if (roleChangeNeedsDetails(user, role)) onNeedsDetails(role);
        else onChange(role);
      }}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Role of ${user.fullName || user.email}` } } }}
      helperText={isSelf ? 'Your own role' : undefined}
      sx={{ minWidth: 140 }}
    >
      {roles.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabels[role]}
        </MenuItem>
      ))}
    </TextField>
  );
}
