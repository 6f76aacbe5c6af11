import { useMutation } from '@apollo/client/react';
import type { AdminUserFieldsFragment, InvitationDeliveryFieldsFragment, Role } from '../../../gql/graphql';
import { useToastedAction } from '../../../lib/useToastedAction';
import {
  accountActionToasts,
  invitationFormErrors,
  invitationToast,
  type InvitationOutcome,
} from '../../admin/users/accountActionToasts';
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
 * The clinic console's account actions: the operator's Users tab's toasts (accountActionToasts) on
 * the clinic-scoped mutations. Seats move with invitations and (de)activations, so those refresh
 * the plan's figures too.
 */
export function useClinicUserSetRole() {
  const [setRole] = useMutation(ClinicUserSetRoleMutation, { refetchQueries: [ClinicUsersQuery] });
  return useToastedAction(
    async (user: AdminUserFieldsFragment, role: Role) => {
      await setRole({ variables: { id: user.id, role }, optimisticResponse: { clinicUserSetRole: { ...user, role } } });
      return true;
    },
    accountActionToasts.setRole,
    () => false,
  );
}

export function useClinicUserSetActive() {
  const [setActive] = useMutation(ClinicUserSetActiveMutation, { refetchQueries: [ClinicSubscriptionQuery] });
  return useToastedAction(
    async (user: AdminUserFieldsFragment, isActive: boolean) => {
      await setActive({ variables: { id: user.id, isActive } });
      return true;
    },
    accountActionToasts.setActive,
    () => false,
  );
}

export function useClinicUserForceLogout() {
  const [forceLogout] = useMutation(ClinicUserForceLogoutMutation);
  return useToastedAction(
    async (user: AdminUserFieldsFragment) => {
      await forceLogout({ variables: { id: user.id } });
      return true;
    },
    accountActionToasts.forceLogout,
    () => false,
  );
}

export function useClinicUserResendInvitation() {
  const [resend] = useMutation(ClinicUserResendInvitationMutation);
  return useToastedAction(
    async (user: AdminUserFieldsFragment): Promise<InvitationDeliveryFieldsFragment> => {
      const { data } = await resend({ variables: { id: user.id } });
      return data!.clinicUserResendInvitation.invitation;
    },
    accountActionToasts.resendInvitation,
    () => null,
  );
}

export interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  role: Role | '';
}

export type InviteOutcome = InvitationOutcome;

export function useClinicUserInvite() {
  const [invite] = useMutation(ClinicUserInviteMutation, {
    refetchQueries: [ClinicUsersQuery, ClinicSubscriptionQuery],
  });
  return useToastedAction(
    async (values: InviteValues) => {
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
      return { ok: true as const, user, invitation };
    },
    {
      success: (outcome) => invitationToast('Invitation sent', outcome.user, outcome.invitation),
      failure: () => 'Failed to invite',
    },
    invitationFormErrors,
  );
}
