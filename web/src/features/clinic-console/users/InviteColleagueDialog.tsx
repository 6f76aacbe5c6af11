import * as yup from 'yup';
import type { Role } from '../../../gql/graphql';
import { AccountIdentityFields } from '../../admin/users/AccountIdentityFields';
import { accountFields } from '../../admin/users/accountSchema';
import { InvitationFormDialog } from '../../admin/users/InvitationFormDialog';
import { useClinicUserInvite, type InviteValues } from './clinicUserActions';

export const clinicRoles: readonly Role[] = ['clinic_staff', 'clinic_admin'];

const inviteSchema = yup.object({
  email: accountFields.email,
  firstName: accountFields.firstName,
  lastName: accountFields.lastName,
  role: accountFields.role,
});

const emptyInvite: InviteValues = { email: '', firstName: '', lastName: '', role: 'clinic_staff' };

const inviteTexts = {
  title: 'Invite User',
  intro:
    'Your colleague gets an e-mail with a link to choose a password. It works once and expires in 7 days. Each active user takes a seat of your plan.',
  submit: 'Send Invitation',
  submitting: 'Inviting...',
  done: 'Invitation sent',
  again: 'Invite Another',
};

/**
 * Invite User: a colleague's email, names and role (staff or admin). They get an e-mail with a link
 * to choose a password; when it could not be sent, the dialog ends with the link to pass on.
 */
export function InviteColleagueDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useClinicUserInvite();
  return (
    <InvitationFormDialog<InviteValues>
      open={open}
      onClose={onClose}
      texts={inviteTexts}
      initialValues={emptyInvite}
      validationSchema={inviteSchema}
      submit={invite}
      fields={() => <AccountIdentityFields autoFocus roles={clinicRoles} />}
    />
  );
}
