import { ArrayMaxSize, IsBoolean, IsEnum, IsInt, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OperatorArea } from '../../platform/access/operator-areas';

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

  @Field()
  isActive: boolean;

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
