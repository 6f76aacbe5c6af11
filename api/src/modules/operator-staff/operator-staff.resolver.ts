import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { allOperatorAreas, OperatorArea, operatorAreasOf } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import type { GraphQLContext } from '../../graphql-context';
import { User } from '../users/user.entity';
import {
  EmployeeActiveInput,
  EmployeeCreateInput,
  EmployeeInvitationResult,
  EmployeeRoleAssignInput,
  EmployeeRoleCreateInput,
  EmployeeRolePermissionsInput,
  EmployeeRoleUpdateInput,
  EmployeeRoleView,
  EmployeeUpdateInput,
  EmployeeView,
} from './operator-staff.types';

/** The console's Staff tab (OperatorArea.staff). */
@Resolver()
export class OperatorStaffResolver {
  @OperatorAreaOnly(OperatorArea.staff)
  @Query(() => [EmployeeView], { description: 'The operator staff, active first' })
  employees(@Ctx() { scope, services }: GraphQLContext): Promise<EmployeeView[]> {
    return services.operatorStaff.employees(scope!);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Query(() => [EmployeeRoleView], { description: 'The employee roles and the console areas each allows' })
  employeeRoles(@Ctx() { scope, services }: GraphQLContext): Promise<EmployeeRoleView[]> {
    return services.operatorStaff.roles(scope!);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeInvitationResult, {
    description: 'Adds a staff member: a new operator staff account with a role, invited to set a password; audited',
  })
  employeeCreate(
    @Arg('input', () => EmployeeCreateInput) input: EmployeeCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeInvitationResult> {
    return services.operatorStaff.create(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeView, { description: "Edits a staff member's name, department and extension; audited" })
  employeeUpdate(
    @Arg('input', () => EmployeeUpdateInput) input: EmployeeUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeView> {
    return services.operatorStaff.update(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeRoleView, { description: 'Creates an employee role with its console areas; audited' })
  employeeRoleCreate(
    @Arg('input', () => EmployeeRoleCreateInput) input: EmployeeRoleCreateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeRoleView> {
    return services.operatorStaff.createRole(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeRoleView, {
    description: "Edits a role's name (not a system role's), description and areas; audited",
  })
  employeeRoleUpdate(
    @Arg('input', () => EmployeeRoleUpdateInput) input: EmployeeRoleUpdateInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeRoleView> {
    return services.operatorStaff.updateRole(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => Int, { description: 'Deletes a role no employee holds (not a system role); answers its id; audited' })
  employeeRoleDelete(
    @Arg('roleId', () => Int) roleId: number,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<number> {
    return services.operatorStaff.deleteRole(scope!, roleId);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeView, { description: 'Gives an employee a role (effective on their next request); audited' })
  employeeRoleAssign(
    @Arg('input', () => EmployeeRoleAssignInput) input: EmployeeRoleAssignInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeView> {
    return services.operatorStaff.assignRole(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeView, { description: 'Deactivates (signing them out) or reactivates an employee; audited' })
  employeeSetActive(
    @Arg('input', () => EmployeeActiveInput) input: EmployeeActiveInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeView> {
    return services.operatorStaff.setActive(scope!, input);
  }

  @OperatorAreaOnly(OperatorArea.staff)
  @Mutation(() => EmployeeRoleView, { description: "Sets a role's console areas; audited" })
  employeeRolePermissionsSet(
    @Arg('input', () => EmployeeRolePermissionsInput) input: EmployeeRolePermissionsInput,
    @Ctx() { scope, services }: GraphQLContext,
  ): Promise<EmployeeRoleView> {
    return services.operatorStaff.setPermissions(scope!, input);
  }
}

/** The session tells the client which console areas it may show (decision 441). */
@Resolver(() => User)
export class OperatorAreasFieldResolver {
  @FieldResolver(() => [OperatorArea], {
    description: 'The console areas the signed-in user may use (their own record only; empty outside the operator)',
  })
  async operatorAreas(@Root() user: User, @Ctx() { scope, services }: GraphQLContext): Promise<OperatorArea[]> {
    if (scope) return scope.userId === user.id ? operatorAreasOf(scope) : [];
    // The sign-in's own answer (the verified session is not this request's yet): the account just signed in.
    if (user.role !== Role.operator_staff) return user.role === Role.super_admin ? allOperatorAreas : [];
    return services.operatorStaff.areasOf(user.id);
  }
}
