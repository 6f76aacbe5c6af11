import { roleLabels } from '../../../app/auth/roles';
import type { Toast } from '../../../app/toast/toastContext';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment, Role } from '../../../gql/graphql';

/**
 * The toasts of the account actions, the same on the operator's Users tab and the clinic console's
 * Users tab (useToastedAction shows them).
 */
type Person = Pick<AdminUserFieldsFragment, 'fullName' | 'email'>;

const nameOf = (user: Person) => user.fullName || user.email;

export const FORCE_LOGOUT_SUCCESS = 'User sessions terminated successfully';

export const accountActionToasts = {
  setRole: {
    success: (_: unknown, user: Person, role: Role): Toast => ({
      title: 'Role updated',
      description: `${nameOf(user)} is now ${roleLabels[role]}. Their sessions were ended.`,
      severity: 'success',
    }),
    failure: () => 'Failed to change the role',
  },
  setActive: {
    success: (_: unknown, user: Person, isActive: boolean): Toast => ({
      title: isActive ? 'User activated' : 'User deactivated',
      description: isActive
        ? `${nameOf(user)} can sign in again.`
        : `${nameOf(user)} can no longer sign in; their sessions were ended.`,
      severity: 'success',
    }),
    failure: (_: Person, isActive: boolean) => `Failed to ${isActive ? 'activate' : 'deactivate'} the user`,
  },
  forceLogout: {
    success: (): Toast => ({ title: 'Success', description: FORCE_LOGOUT_SUCCESS, severity: 'success' }),
    failure: () => 'Failed to end the sessions',
  },
  resendInvitation: {
    success: (delivery: InvitationDeliveryFieldsFragment, user: Person): Toast => ({
      title: 'Invitation sent',
      description: delivery.emailSent
        ? `A new invitation was emailed to ${user.email}.`
        : `Share the new invitation link with ${user.email}: the email was not sent.`,
      severity: delivery.emailSent ? 'success' : 'warning',
    }),
    failure: () => 'Failed to resend the invitation',
  },
} as const;

/** The toast once an account and its invitation exist (created by the operator, or invited by a clinic admin). */
export function invitationToast(title: string, user: Person, invitation: InvitationDeliveryFieldsFragment): Toast {
  return {
    title,
    description: invitation.emailSent
      ? `An invitation to set a password was emailed to ${user.email}.`
      : `Share the invitation link with ${user.email}: the email was not sent.`,
    severity: invitation.emailSent ? 'success' : 'warning',
  };
}

/** What creating or inviting an account comes to: the account and its invitation, or the form's field errors. */
export type InvitationOutcome =
  | { ok: true; user: AdminUserFieldsFragment; invitation: InvitationDeliveryFieldsFragment }
  | { ok: false; fieldErrors: Record<string, string> };

/** A refused invitation's field errors (a taken e-mail, a bad name), for the dialog's fields. */
export const invitationFormErrors = (error: unknown): InvitationOutcome => ({
  ok: false,
  fieldErrors: formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']),
});
