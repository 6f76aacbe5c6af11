import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../../platform/access/role';

export enum InvitationTokenState {
  valid = 'valid',
  expired = 'expired',
  used = 'used',
  invalid = 'invalid',
  deactivated = 'deactivated',
}
registerEnumType(InvitationTokenState, { name: 'InvitationTokenState' });

@ObjectType({ description: 'What the set-password page shows for an invitation link' })
export class InvitationPreview {
  @Field(() => InvitationTokenState) state: InvitationTokenState;
  @Field(() => String, { nullable: true, description: 'Why the link cannot be used (every state but valid)' })
  message: string | null;
  @Field(() => String, { nullable: true, description: 'The invited email (valid links only)' }) email: string | null;
  @Field(() => String, { nullable: true }) firstName: string | null;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
}

@ObjectType()
export class InvitationAcceptResult {
  @Field(() => String) email: string;
  @Field(() => Role) role: Role;
  @Field(() => String, {
    description: 'Where this account signs in: /superadmin for a super admin, else the login dialog',
  })
  signInPath: string;
}
