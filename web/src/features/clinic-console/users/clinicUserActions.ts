import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { roleLabels } from '../../../app/auth/roles';
import { useToast } from '../../../app/toast/toastContext';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment, Role } from '../../../gql/graphql';
import { formFieldErrorsOf } from '../../../lib/formFieldErrors';
import { errorMessageOf } from '../../../lib/graphqlErrors';
import { FORCE_LOGOUT_SUCCESS } from '../../admin/users/useForceLogout';
import { ClinicSubscriptionQuery } from '../plan/clinicSubscriptionQuery';
import {
  ClinicUserForceLogoutMutation,
  ClinicUserInviteMutation,
  ClinicUserResendInvitationMutation,
  ClinicUserSetActiveMutation,
  ClinicUserSetRoleMutation,
  ClinicUsersQuery,
} from './clinicUserQueries';

/**
 * The clinic console's account actions, each with its toast: the same wording as the operator's
 * Users tab, on the clinic-scoped mutations. Seats move with invitations and (de)activations, so
 * those refresh the plan's figures too.
 */
const nameOf = (user: AdminUserFieldsFragment) => user.fullName || user.email;

export function useClinicUserSetRole() {
  const showToast = useToast();
  const [setRole] = useMutation(ClinicUserSetRoleMutation, { refetchQueries: [ClinicUsersQuery] });
  return useCallback(
    async (user: AdminUserFieldsFragment, role: Role): Promise<boolean> => {
      try {
        await setRole({
          variables: { id: user.id, role },
          optimisticResponse: { clinicUserSetRole: { ...user, role } },
        });
        showToast({
          title: 'Role updated',
          description: `${nameOf(user)} is now ${roleLabels[role]}. Their sessions were ended.`,
          severity: 'success',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to change the role: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [setRole, showToast],
  );
}

export function useClinicUserSetActive() {
  const showToast = useToast();
  const [setActive] = useMutation(ClinicUserSetActiveMutation, { refetchQueries: [ClinicSubscriptionQuery] });
  return useCallback(
    async (user: AdminUserFieldsFragment, isActive: boolean): Promise<boolean> => {
      try {
        await setActive({ variables: { id: user.id, isActive } });
        showToast({
          title: isActive ? 'User activated' : 'User deactivated',
          description: isActive
            ? `${nameOf(user)} can sign in again.`
            : `${nameOf(user)} can no longer sign in; their sessions were ended.`,
          severity: 'success',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to ${isActive ? 'activate' : 'deactivate'} the user: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [setActive, showToast],
  );
}

export function useClinicUserForceLogout() {
  const showToast = useToast();
  const [forceLogout] = useMutation(ClinicUserForceLogoutMutation);
  return useCallback(
    async (user: AdminUserFieldsFragment): Promise<boolean> => {
      try {
        await forceLogout({ variables: { id: user.id } });
        showToast({ title: 'Success', description: FORCE_LOGOUT_SUCCESS, severity: 'success' });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to end the sessions: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return false;
      }
    },
    [forceLogout, showToast],
  );
}

export function useClinicUserResendInvitation() {
  const showToast = useToast();
  const [resend] = useMutation(ClinicUserResendInvitationMutation);
  return useCallback(
    async (user: AdminUserFieldsFragment): Promise<InvitationDeliveryFieldsFragment | null> => {
      try {
        const { data } = await resend({ variables: { id: user.id } });
        const delivery = data!.clinicUserResendInvitation.invitation;
        showToast({
          title: 'Invitation sent',
          description: delivery.emailSent
            ? `A new invitation was emailed to ${user.email}.`
            : `Share the new invitation link with ${user.email}: the email was not sent.`,
          severity: delivery.emailSent ? 'success' : 'warning',
        });
        return delivery;
      } catch (error) {
        showToast({
          title: 'Error',
          description: `Failed to resend the invitation: ${errorMessageOf(error)}`,
          severity: 'error',
        });
        return null;
      }
    },
    [resend, showToast],
  );
}

export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role | '';
}

export type InviteOutcome =
  | { ok: true; user: AdminUserFieldsFragment; invitation: InvitationDeliveryFieldsFragment }
  | { ok: false; fieldErrors: Record<string, string> };

export function useClinicUserInvite() {
  const showToast = useToast();
  const [invite] = useMutation(ClinicUserInviteMutation, {
    refetchQueries: [ClinicUsersQuery, ClinicSubscriptionQuery],
  });
  return useCallback(
    async (values: InviteValues): Promise<InviteOutcome> => {
      try {
        const { data } = await invite({
          variables: {
            input: {
              email: values.email.trim(),
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              role: values.role as Role,
            },
          },
        });
        const { user, invitation } = data!.clinicUserInvite;
        showToast({
          title: 'Invitation sent',
          description: invitation.emailSent
            ? `An invitation to set a password was emailed to ${user.email}.`
            : `Share the invitation link with ${user.email}: the email was not sent.`,
          severity: invitation.emailSent ? 'success' : 'warning',
        });
        return { ok: true, user, invitation };
      } catch (error) {
        showToast({ title: 'Error', description: `Failed to invite: ${errorMessageOf(error)}`, severity: 'error' });
        return { ok: false, fieldErrors: formFieldErrorsOf(error, {}, ['BAD_USER_INPUT', 'CONFLICT']) };
      }
    },
    [invite, showToast],
  );
}
