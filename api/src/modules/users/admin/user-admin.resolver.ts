import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { OperatorAreaOnly } from '../../../platform/graphql/operator-area';
import { OperatorArea } from '../../../platform/access/operator-areas';
import { SearchArgs } from '../../../platform/graphql/search-args';
import { Role } from '../../../platform/access/role';
import type { GraphQLContext } from '../../../graphql-context';
import { AdminAccountCreateInput, AdminUserUpdateInput } from './admin-user.inputs';
import {
  AdminAccountInvitationResult,
  AdminClinicOption,
  AdminUser,
  AdminUserConnection,
  AdminUserForceLogoutResult,
} from './admin-user.types';
import type { AdminUserFilter } from './admin-user.queries';

interface ConnectionSource extends Omit<AdminUserConnection, 'totalCount'> {
  filter: AdminUserFilter;
}

/** The operator's Users tab: super admins only (with a verified second factor). */
@Resolver(() => AdminUserConnection)
export class UserAdminResolver {
  @OperatorAreaOnly(OperatorArea.users)
  @Query(() => AdminUserConnection, {
    description: 'Every user, by name; search over name, email, clinic and firm; optionally one role',
  })
  async adminUsers(
    @Ctx() { scope, services }: GraphQLContext,
    @Args() { search }: SearchArgs,
    @Arg('role', () => Role, { nullable: true }) role?: Role | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ConnectionSource> {
    const filter = { search: search ?? null, role: role ?? null };
    const page = await services.userAdmin.list(scope!, filter, first, after);
    return { ...page, filter };
  }

  @FieldResolver(() => Int)
  totalCount(@Root() connection: ConnectionSource, @Ctx() { scope, services }: GraphQLContext): Promise<number> {
    return services.userAdmin.count(scope!, connection.filter);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Query(() => [AdminClinicOption], { description: 'Clinics with their seats, for choosing a clinic user’s clinic' })
  adminUserClinicOptions(@Ctx() { scope, services }: GraphQLContext): Promise<AdminClinicOption[]> {
    return services.userAdmin.clinicOptions(scope!);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminUser, {
    description:
      "Changes a user's role and ends their sessions; a clinic role may name its clinic, an attorney their record",
  })
  adminUserSetRole(
    @Arg('id', () => ID) id: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('clinicId', () => Int, { nullable: true }) clinicId?: number | null,
    @Arg('attorneyId', () => Int, { nullable: true }) attorneyId?: number | null,
  ): Promise<AdminUser> {
    return services.userAdmin.setRole(scope!, id, role, { clinicId, attorneyId });
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminUser, { description: 'Activates or deactivates a user; deactivation ends every session' })
  adminUserSetActive(
    @Arg('id', () => ID) id: string,
    @Arg('isActive', () => Boolean) isActive: boolean,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUser> {
    return services.userAdmin.setActive(scope!, id, isActive);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminUserForceLogoutResult, { description: 'Ends every session and open socket of a user' })
  adminUserForceLogout(
    @Arg('id', () => ID) id: string,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUserForceLogoutResult> {
    return services.userAdmin.forceLogout(scope!, id);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminUser, {
    description: 'The Edit dialog: email, names, role (with its clinic or attorney), active',
  })
  adminUserUpdate(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => AdminUserUpdateInput) input: AdminUserUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminUser> {
    return services.userAdmin.update(scope!, id, input);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminAccountInvitationResult, {
    description: 'Creates an account without a password and sends the user an invitation to set one',
  })
  adminAccountCreate(
    @Arg('input', () => AdminAccountCreateInput) input: AdminAccountCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminAccountInvitationResult> {
    return services.userAdmin.createAccount(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.users)
  @Mutation(() => AdminAccountInvitationResult, {
    description: 'Sends a new invitation link to a user who has not set a password; the previous link stops working',
  })
  adminUserResendInvitation(
    @Arg('id', () => ID) id: string,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<AdminAccountInvitationResult> {
    return services.userAdmin.resendInvitation(scope!, id);
  }
}
