import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Role } from '../../platform/access/role';
import type { GraphQLContext } from '../../graphql-context';
import { clinicReach } from '../users/admin/account-reach';
import type { AdminUserFilter } from '../users/admin/admin-user.queries';
import { AdminAccountInvitationResult, AdminUser, AdminUserForceLogoutResult } from '../users/admin/admin-user.types';
import { ClinicUserInviteInput } from './clinic-user.inputs';
import { ClinicUserConnection } from './clinic-users.types';

interface ConnectionSource extends Omit<ClinicUserConnection, 'totalCount'> {
  filter: AdminUserFilter;
}

/**
 * The clinic console's Users tab: the operator's user administration (UserAdminService) with the
 * clinic admin's reach, so only their own clinic's staff and admins are listed or changed.
 */
@Resolver(() => ClinicUserConnection)
export class ClinicUsersResolver {
  @Authorized(Role.clinic_admin)
  @Query(() => ClinicUserConnection, {
    description: "The clinic's staff and admins by name; search over name and email",
  })
  async clinicUsers(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionSource> {
    const filter = { search: search?.trim() || null };
    const page = await services.userAdmin.list(scope!, filter, first, after, clinicReach(scope!));
    return { ...page, filter };
  }

  @FieldResolver(() => Int)
  totalCount(@Root() connection: ConnectionSource, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.userAdmin.count(scope!, connection.filter, clinicReach(scope!));
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => AdminAccountInvitationResult, {
    description:
      'Invites a new colleague: an account at your clinic (a seat of the plan) and an e-mail to set a password',
  })
  clinicUserInvite(
    @Arg('input', () => ClinicUserInviteInput) input: ClinicUserInviteInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminAccountInvitationResult> {
    const reach = clinicReach(scope!);
    return services.userAdmin.createAccount(
      scope!,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        clinicId: reach.clinicId,
      },
      reach,
    );
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => AdminUser, { description: 'Makes a colleague Clinic Staff or Clinic Admin; ends their sessions' })
  clinicUserSetRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUser> {
    return services.userAdmin.setRole(scope!, id, role, {}, clinicReach(scope!));
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => AdminUser, { description: 'Activates or deactivates a colleague; deactivation ends every session' })
  clinicUserSetActive(
    @Arg('id', () => ID) id: string,
    @Arg('isActive', () => Boolean) isActive: boolean,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUser> {
    return services.userAdmin.setActive(scope!, id, isActive, clinicReach(scope!));
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => AdminUserForceLogoutResult, { description: 'Ends every session and open socket of a colleague' })
  clinicUserForceLogout(
    @Arg('id', () => ID) id: string,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUserForceLogoutResult> {
    return services.userAdmin.forceLogout(scope!, id, clinicReach(scope!));
  }

  @Authorized(Role.clinic_admin)
  @Mutation(() => AdminAccountInvitationResult, {
    description: 'A new invitation link for a colleague who has not set a password; the previous link stops working',
  })
  clinicUserResendInvitation(
    @Arg('id', () => ID) id: string,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminAccountInvitationResult> {
    return services.userAdmin.resendInvitation(scope!, id, clinicReach(scope!));
  }
}
