import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { AdminUserFieldsFragment } from '../../../gql/graphql';
import { useForceLogout } from './useForceLogout';
import { useSetUserActive } from './useSetUserActive';
import { awaitsPassword } from './userFormat';

type Confirming = 'status' | 'logout' | 'invite' | null;

interface UserRowActionsProps {
  user: AdminUserFieldsFragment;
  isSelf: boolean;
  describedBy: string;
  onEdit: () => void;
  onResendInvitation: () => Promise<void>;
}

/** The operator's row actions: the account actions on the operator's own mutations. */
export function UserRowActions(props: UserRowActionsProps) {
  const setActive = useSetUserActive();
  const forceLogout = useForceLogout();
  return <UserAccountActions {...props} setActive={setActive} forceLogout={forceLogout} />;
}

export interface UserAccountActionsProps {
  user: AdminUserFieldsFragment;
  isSelf: boolean;
  describedBy: string;
  /** Absent where accounts are not edited (the clinic console). */
  onEdit?: () => void;
  onResendInvitation: () => Promise<void>;
  setActive: (user: AdminUserFieldsFragment, isActive: boolean) => Promise<unknown>;
  forceLogout: (user: AdminUserFieldsFragment) => Promise<unknown>;
}

/**
 * Edit, Deactivate/Activate, Force Logout and (for a user without a password) Resend Invitation, each
 * confirmed; the operator's console and the clinic console pass their own mutations.
 */
export function UserAccountActions({
  user,
  isSelf,
  describedBy,
  onEdit,
  onResendInvitation,
  setActive,
  forceLogout,
}: UserAccountActionsProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  // What the status dialog offers, fixed when it opens, so its text does not flip while it closes.
  const [activating, setActivating] = useState(!user.isActive);
  const [busy, setBusy] = useState(false);
  const name = user.fullName || user.email;

  const run = async (action: () => Promise<unknown>) => {
    setConfirming(null);
    setBusy(true);
    await action();
    setBusy(false);
  };

  const dialogs = {
    status: !activating
      ? {
          title: 'Deactivate user',
          message: `Deactivate ${name}? They will be signed out everywhere at once and cannot sign in until activated again.`,
          confirmLabel: 'Deactivate',
          destructive: true,
          action: () => setActive(user, false),
        }
      : {
          title: 'Activate user',
          message: `Activate ${name}? They will be able to sign in again.`,
          confirmLabel: 'Activate',
          destructive: false,
          action: () => setActive(user, true),
        },
    logout: {
      title: 'Force logout',
      message: `End every session of ${name}? Open pages are signed out at once; they must sign in again (with the external sign-in provider too, if they use one).`,
      confirmLabel: 'Force Logout',
      destructive: true,
      action: () => forceLogout(user),
    },
    invite: {
      title: 'Resend invitation',
      message: `Send ${name} a new invitation link? The link sent before stops working.`,
      confirmLabel: 'Resend',
      destructive: false,
      action: onResendInvitation,
    },
  } as const;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5, width: 180, ml: 'auto' }}>
      {onEdit && (
        <Button size="small" variant="outlined" onClick={onEdit} disabled={busy} aria-describedby={describedBy}>
          Edit
        </Button>
      )}
      {!isSelf && (
        <>
          <Button
            size="small"
            color={user.isActive ? 'error' : 'primary'}
            onClick={() => {
              setActivating(!user.isActive);
              setConfirming('status');
            }}
            disabled={busy}
            aria-describedby={describedBy}
          >
            {user.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button
            size="small"
            color="warning"
            onClick={() => setConfirming('logout')}
            disabled={busy}
            aria-describedby={describedBy}
          >
            Force Logout
          </Button>
        </>
      )}
      {awaitsPassword(user) && (
        <Button size="small" onClick={() => setConfirming('invite')} disabled={busy} aria-describedby={describedBy}>
          Resend Invitation
        </Button>
      )}
      {(Object.keys(dialogs) as (keyof typeof dialogs)[]).map((key) => (
        <ConfirmDialog
          key={key}
          open={confirming === key}
          title={dialogs[key].title}
          message={dialogs[key].message}
          confirmLabel={dialogs[key].confirmLabel}
          destructive={dialogs[key].destructive}
          onConfirm={() => void run(dialogs[key].action)}
          onCancel={() => setConfirming(null)}
        />
      ))}
    </Box>
  );
}
