import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1';
import { useCurrentUser } from '../../../app/auth/useCurrentUser';
import { SectionCard } from '../../../components/SectionCard';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment, Role } from '../../../gql/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { CreateAccountDialog } from './CreateAccountDialog';
import { EditUserDialog } from './EditUserDialog';
import { InvitationLinkPanel } from './InvitationLinkPanel';
import { UserFilters } from './UserFilters';
import { UserList } from './UserList';
import { useResendInvitation } from './useResendInvitation';
import { useSetUserRole } from './useSetUserRole';

/** How long typing must pause before the search runs. */
export const SEARCH_DELAY_MS = 300;

/**
 * The Users tab: every user with an inline role select, their clinic or attorney record, status and
 * last login, and Edit, Deactivate/Activate, Force Logout (each confirmed); Create Account invites
 * a new user to set a password.
 */
export function UsersTab() {
  const { user: operator } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  const [role, setRole] = useState<Role | ''>('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ user: AdminUserFieldsFragment; presetRole?: Role } | null>(null);
  const [resent, setResent] = useState<{ email: string; delivery: InvitationDeliveryFieldsFragment } | null>(null);
  const setUserRole = useSetUserRole();
  const resendInvitation = useResendInvitation();
  const selfId = operator?.id ?? null;
  const resentTitleId = useId();

  return (
    <>
      <SectionCard
        title="Users"
        action={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
            Create Account
          </Button>
        }
      >
        <Box sx={{ px: 2.5, pt: 2, pb: 1.5 }}>
          <UserFilters search={searchText} onSearchChange={setSearchText} role={role} onRoleChange={setRole} />
        </Box>
        <UserList
          search={search || null}
          role={role || null}
          selfId={selfId}
          handlers={{
            onRoleChange: (user, next) => void setUserRole(user, next),
            onEdit: (user, presetRole) => setEditing({ user, presetRole }),
            onResendInvitation: async (user) => {
              const delivery = await resendInvitation(user);
              if (delivery && !delivery.emailSent) setResent({ email: user.email, delivery });
            },
          }}
        />
      </SectionCard>
      <CreateAccountDialog open={creating} onClose={() => setCreating(false)} />
      {editing && (
        <EditUserDialog
          key={`${editing.user.id}-${editing.presetRole ?? ''}`}
          user={editing.user}
          presetRole={editing.presetRole}
          isSelf={editing.user.id === selfId}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog
        open={resent !== null}
        onClose={() => setResent(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby={resentTitleId}
      >
        <DialogTitle id={resentTitleId}>New invitation link</DialogTitle>
        <DialogContent>
          {resent && <InvitationLinkPanel email={resent.email} delivery={resent.delivery} />}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={() => setResent(null)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
