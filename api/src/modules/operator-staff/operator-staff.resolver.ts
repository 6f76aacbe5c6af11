import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { allOperatorAreas, OperatorArea, operatorAreasOf } from '../../platform/access/operator-areas';
import { Role } from '../../platform/access/role';
import { OperatorAreaOnly } from '../../platform/graphql/operator-area';
import type { GraphQLContext } from '../../graphql-context';
import { User } from '../users/user.entity';
import {
  EmployeeActiveInput,
  EmployeeRoleAssignInput,
  EmployeeRolePermissionsInput,
  EmployeeRoleView,
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
