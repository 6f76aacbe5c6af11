import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role, clinicRoles } from '../../platform/access/role';
import { Email, Required, RequiredText } from '../../platform/validation/rules';

@InputType({ description: "A clinic admin's invitation of a new colleague: an account at their own clinic" })
export class ClinicUserInviteInput {
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => Role, { description: 'clinic_staff or clinic_admin' })
  @Required('Role')
  @IsIn(clinicRoles as unknown as Role[], { message: 'Role must be Clinic Staff or Clinic Admin' })
  role: Role;
}
