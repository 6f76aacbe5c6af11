import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../lib/format';

/** Active or Inactive, and where a new account's invitation stands. */
export function UserStatusChips({ user }: { user: AdminUserFieldsFragment }) {
  const invitation = user.invitation;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip
        size="small"
        label={user.isActive ? 'Active' : 'Inactive'}
        color={user.isActive ? 'success' : 'default'}
        variant={user.isActive ? 'filled' : 'outlined'}
      />
      {invitation?.status === 'pending' && (
        <Tooltip
          title={
            invitation.emailError
              ? `Email not sent: ${invitation.emailError}`
              : `Expires ${formatDateTime(invitation.expiresAt)}`
          }
        >
          <Chip
            size="small"
            label={invitation.emailError ? 'Invited (email not sent)' : 'Invited'}
            color="info"
            variant="outlined"
          />
        </Tooltip>
      )}
      {invitation?.status === 'expired' && (
        <Chip size="small" label="Invitation expired" color="warning" variant="outlined" />
      )}
    </Stack>
  );
}
