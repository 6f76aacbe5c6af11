import { ArrayMaxSize, IsArray, IsBoolean, IsEnum, IsInt, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OperatorArea } from '../../platform/access/operator-areas';
import { Email, OptionalText, RequiredText } from '../../platform/validation/rules';
import { InvitationDelivery } from '../users/admin/admin-user.types';

@ObjectType({ description: 'An employee role: the console areas its operator staff may use' })
export class EmployeeRoleView {
  @Field(() => Int)
  id: number;

  @Field()
  roleName: string;

  @Field(() => String, { nullable: true })
  roleDescription: string | null;

  @Field(() => [OperatorArea])
  permissions: OperatorArea[];

  @Field()
  isSystemRole: boolean;

  @Field(() => Int, { description: 'Active employees with this role' })
  activeEmployees: number;
}

@ObjectType({ description: 'An operator staff member' })
export class EmployeeView {
  @Field(() => Int)
  id: number;

  @Field()
  userId: string;

  @Field()
  email: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field(() => Int, { nullable: true })
  roleId: number | null;

  @Field(() => String, { nullable: true })
  roleName: string | null;

  @Field(() => String, { nullable: true })
  department: string | null;

  @Field(() => String, { nullable: true })
  phoneExtension: string | null;

  @Field()
  isActive: boolean;

  @Field({ description: 'False until they have set their password with the invitation' })
  hasPassword: boolean;

  @Field(() => Date, { nullable: true })
  lastActiveAt: Date | null;
}

@InputType()
export class EmployeeRoleAssignInput {
  @Field(() => Int)
  @IsInt({ message: 'Employee must be a whole number' })
  @Min(1, { message: 'Employee not found' })
  employeeId: number;

  @Field(() => Int)
  @IsInt({ message: 'Role must be a whole number' })
  @Min(1, { message: 'Role not found' })
  roleId: number;
}

@InputType()
export class EmployeeActiveInput {
  @Field(() => Int)
  @IsInt({ message: 'Employee must be a whole number' })
  @Min(1, { message: 'Employee not found' })
  employeeId: number;

  @Field()
  @IsBoolean({ message: 'Active must be true or false' })
  isActive: boolean;
}

@InputType()
export class EmployeeRolePermissionsInput {
  @Field(() => Int)
  @IsInt({ message: 'Role must be a whole number' })
  @Min(1, { message: 'Role not found' })
  roleId: number;

  @Field(() => [OperatorArea])
  @ArrayMaxSize(30, { message: 'Choose at most 30 areas' })
  @IsEnum(OperatorArea, { each: true, message: 'Each permission must be a console area' })
  permissions: OperatorArea[];
}

/** A staff member's own details (the account's name follows them). */
@InputType('EmployeeDetailsFields')
abstract class EmployeeDetails {
  @Field(() => String)
  @RequiredText('First name', 100)
  firstName: string;

  @Field(() => String)
  @RequiredText('Last name', 100)
  lastName: string;

  @Field(() => String, { nullable: true })
  @OptionalText('Department', 100)
  department?: string | null;

  @Field(() => String, { nullable: true })
  @OptionalText('Phone extension', 20)
  phoneExtension?: string | null;
}

@InputType({
  description: 'Add staff member: a new operator staff account with a role and an invitation to set its password',
})
export class EmployeeCreateInput extends EmployeeDetails {
  @Field(() => String)
  @Email('Email', { required: true })
  email: string;

  @Field(() => Int)
  @IsInt({ message: 'Role must be chosen from the list' })
  @Min(1, { message: 'Role not found' })
  roleId: number;
}

@InputType({ description: "Edit a staff member's name, department and phone extension" })
export class EmployeeUpdateInput extends EmployeeDetails {
  @Field(() => Int)
  @IsInt({ message: 'Employee must be a whole number' })
  @Min(1, { message: 'Employee not found' })
  employeeId: number;
}

@ObjectType({ description: 'A new staff member and how their invitation went out' })
export class EmployeeInvitationResult {
  @Field(() => EmployeeView)
  employee: EmployeeView;

  @Field(() => InvitationDelivery)
  invitation: InvitationDelivery;
}

@InputType({ description: 'A new employee role: its name, what it is for, and the console areas it opens' })
export class EmployeeRoleCreateInput {
  @Field(() => String)
  @RequiredText('Role name', 80)
  roleName: string;

  @Field(() => String, { nullable: true })
  @OptionalText('Description', 300)
  roleDescription?: string | null;

  @Field(() => [OperatorArea])
  @IsArray({ message: 'Areas must be a list' })
  @ArrayMaxSize(30, { message: 'Choose at most 30 areas' })
  @IsEnum(OperatorArea, { each: true, message: 'Each permission must be a console area' })
  permissions: OperatorArea[];
}

@InputType({ description: "Edit a role: a system role's name stays, its description and areas may change" })
export class EmployeeRoleUpdateInput extends EmployeeRoleCreateInput {
  @Field(() => Int)
  @IsInt({ message: 'Role must be a whole number' })
  @Min(1, { message: 'Role not found' })
  roleId: number;
}
