import { IsBoolean, IsEnum, IsOptional } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Role } from '../../../platform/access/role';
import { Email, OptionalText, Phone, RecordId, Required, RequiredText } from '../../../platform/validation/rules';

const roleMessage = `Role must be one of ${Object.values(Role).join(', ')}`;

/** REST bodies reach here without GraphQL's Int bound: RecordId keeps ids within the database integer. */
const OptionalRecordId =
  (label: string): PropertyDecorator =>
  (target, key) => {
    IsOptional()(target, key);
    RecordId(`${label} must be chosen from the list`)(target, key);
  };

/** Who the account is and where it belongs: shared by Create Account and Edit; not an input type of its own. */
@InputType('AdminAccountFields')
abstract class AccountFields {
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => Role) @Required('Role') @IsEnum(Role, { message: roleMessage }) role: Role;
  @Field(() => Int, { nullable: true, description: 'Required for clinic_staff and clinic_admin' })
  @OptionalRecordId('Clinic')
  clinicId?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'An attorney of the directory to link (attorney role); Create Account may give firmName instead',
  })
  @OptionalRecordId('Attorney')
  attorneyId?: number | null;
}

@InputType({
  description: "The Edit dialog of the Users tab; changing the role or the clinic ends the user's sessions",
})
export class AdminUserUpdateInput extends AccountFields {
  @Field(() => Boolean) @Required('Active') @IsBoolean({ message: 'Active must be true or false' }) isActive: boolean;
}

@InputType({
  description:
    'Create Account: clinic roles need clinicId; an attorney needs attorneyId, or firmName for a new directory record',
})
export class AdminAccountCreateInput extends AccountFields {
  @Field(() => String, { nullable: true }) @OptionalText('Firm name', 200) firmName?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Bar number', 50) barNumber?: string | null;
  @Field(() => String, { nullable: true }) @Phone() phone?: string | null;
}

/** The body of PUT /superadmin/api/users/:id/role (REST only). */
export class AdminUserRoleBody {
  @Required('Role') @IsEnum(Role, { message: roleMessage }) role: Role;
  @OptionalRecordId('Clinic') clinicId?: number | null;
  @OptionalRecordId('Attorney') attorneyId?: number | null;
}

/** The body of PUT /superadmin/api/users/:id/status (REST only). */
export class AdminUserStatusBody {
  @Required('Active') @IsBoolean({ message: 'isActive must be true or false' }) isActive: boolean;
}
