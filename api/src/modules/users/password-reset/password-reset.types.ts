import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Email } from '../../../platform/validation/rules';

export enum PasswordResetLinkState {
  valid = 'valid',
  expired = 'expired',
  used = 'used',
  invalid = 'invalid',
  deactivated = 'deactivated',
}
registerEnumType(PasswordResetLinkState, { name: 'PasswordResetLinkState' });

@InputType()
export class PasswordResetRequestInput {
  @Field(() => String) @Email('Email', { required: true }) email: string;
}

@ObjectType({ description: 'The same answer whether or not the email has an account' })
export class PasswordResetRequestResult {
  @Field(() => String) message: string;
}

@ObjectType({ description: 'What the reset page shows for a password reset link' })
export class PasswordResetPreview {
  @Field(() => PasswordResetLinkState) state: PasswordResetLinkState;
  @Field(() => String, { nullable: true, description: 'Why the link cannot be used (every state but valid)' })
  message: string | null;
  @Field(() => String, { nullable: true, description: "The account's email (valid links only)" })
  email: string | null;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
}

@ObjectType()
export class PasswordResetResult {
  @Field(() => String) email: string;
  @Field(() => String, {
    description: 'Where this account signs in: /superadmin for a super admin, else the login dialog',
  })
  signInPath: string;
}
