import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../../platform/graphql/connection';
import { Role } from '../../../platform/access/role';

export enum InvitationStatus {
  pending = 'pending',
  expired = 'expired',
  accepted = 'accepted',
}
registerEnumType(InvitationStatus, {
  name: 'InvitationStatus',
  description: 'Where the invitation to set a password stands',
});

@ObjectType({ description: "A user's invitation to set a password, as the operator sees it" })
export class AdminUserInvitation {
  @Field(() => InvitationStatus) status: InvitationStatus;
  @Field(() => Date) expiresAt: Date;
  @Field(() => Date, { description: 'When the current link was issued' }) lastSentAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the last invitation email was delivered' })
  emailSentAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the last invitation email was not delivered' })
  emailError: string | null;
}

@ObjectType({ description: "A user as the operator's Users tab shows it (never the password or provider ids)" })
export class AdminUser {
  @Field(() => ID) id: string;
  @Field(() => String) email: string;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String) fullName: string;
  @Field(() => Role) role: Role;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
  @Field(() => Date) createdAt: Date;
  @Field(() => String, { description: 'local, or the external sign-in provider that created it' })
  authProvider: string;
  @Field(() => Int, { nullable: true }) clinicId: number | null;
  @Field(() => String, { nullable: true }) clinicName: string | null;
  @Field(() => Int, { nullable: true }) attorneyId: number | null;
  @Field(() => String, { nullable: true }) attorneyName: string | null;
  @Field(() => String, { nullable: true }) attorneyFirmName: string | null;
  @Field(() => Boolean, {
    description: 'Whether the user has chosen a password (false until an invitation is accepted)',
  })
  hasPassword: boolean;
  @Field(() => AdminUserInvitation, { nullable: true }) invitation: AdminUserInvitation | null;
}

@ObjectType()
export class AdminUserConnection {
  @Field(() => [AdminUser]) nodes: AdminUser[];
  @Field(() => PageInfo) pageInfo: PageInfo;
  @Field(() => Int, { description: 'Users matching the search and role' }) totalCount: number;
}

@ObjectType({ description: 'A clinic a user can belong to, with its seats under the plan' })
export class AdminClinicOption {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => String) planName: string;
  @Field(() => Int, { nullable: true, description: 'null means unlimited' }) maxUsers: number | null;
  @Field(() => Int, { description: 'Active users counted against the plan' }) activeUsers: number;
}

@ObjectType()
export class AdminUserForceLogoutResult {
  @Field(() => ID) userId: string;
  @Field(() => Int) sessionsEnded: number;
}

@ObjectType({ description: 'How an invitation went out' })
export class InvitationDelivery {
  @Field(() => Date) expiresAt: Date;
  @Field(() => Boolean, { description: 'False when this server has no mail server configured' })
  mailConfigured: boolean;
  @Field(() => Boolean) emailSent: boolean;
  @Field(() => String, { nullable: true }) emailError: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The invitation link, given to the operator only when the email was not delivered',
  })
  link: string | null;
}

@ObjectType()
export class AdminAccountInvitationResult {
  @Field(() => AdminUser) user: AdminUser;
  @Field(() => InvitationDelivery) invitation: InvitationDelivery;
}
