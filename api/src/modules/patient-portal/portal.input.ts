import { IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Email, RecordId, Required, RequiredText } from '../../platform/validation/rules';
import { PortalFamilyPermission, PortalFamilyRelationship, PortalInviteChannel, PortalLanguage } from './portal.enums';

@InputType({ description: "The clinic invites one of its patients to the portal (the patient's e-mail or mobile)" })
export class PortalInviteInput {
  @Field(() => Int) @Required('Patient') @RecordId('Patient not found') patientId: number;

  @Field(() => PortalInviteChannel)
  @Required('Channel')
  @IsEnum(PortalInviteChannel, { message: 'Channel must be email or sms' })
  channel: PortalInviteChannel;
}

@InputType({ description: "The patient accepts the invitation: the link's code and a password" })
export class PortalAcceptInput {
  @Field(() => String)
  @IsString({ message: 'The portal link is required' })
  @MaxLength(100, { message: 'This portal link is not valid' })
  code: string;

  @Field(() => String, { nullable: true, description: 'Only when the clinic invited by SMS (no e-mail on file)' })
  @Email('Email')
  email?: string | null;

  @Field(() => String)
  @IsString({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password: string;
}

@InputType()
export class PortalSignInInput {
  @Field(() => String) @Email('Email', { required: true }) email: string;

  @Field(() => String)
  @IsString({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password: string;
}

@InputType({ description: 'The patient writes to their clinic' })
export class PortalMessageSendInput {
  @Field(() => Int, { nullable: true, description: 'Their case; by default the latest' })
  @IsOptional()
  @RecordId('Case not found')
  caseId?: number | null;

  @Field(() => String) @RequiredText('Subject', 200) subject: string;
  @Field(() => String) @RequiredText('Message', 10000) content: string;
}

@InputType()
export class PortalPreferencesInput {
  @Field(() => PortalLanguage, { nullable: true })
  @IsOptional()
  @IsEnum(PortalLanguage, { message: 'Language must be en or es' })
  preferredLanguage?: PortalLanguage | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'SMS notifications must be true or false' })
  smsNotifications?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'E-mail notifications must be true or false' })
  emailNotifications?: boolean | null;
}

@InputType({ description: 'The patient gives a family member access to their portal' })
export class PortalFamilyGrantInput {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String) @RequiredText('Last name', 100) lastName: string;
  @Field(() => String) @Email('Email', { required: true }) email: string;

  @Field(() => PortalFamilyRelationship)
  @Required('Relationship')
  @IsEnum(PortalFamilyRelationship, { message: 'Relationship must be one of the listed ones' })
  relationship: PortalFamilyRelationship;

  @Field(() => PortalFamilyPermission)
  @Required('Access')
  @IsEnum(PortalFamilyPermission, { message: 'Access must be read_only or full' })
  permission: PortalFamilyPermission;
}

@InputType({ description: 'The 6-digit code e-mailed to the portal login' })
export class PortalEmailCodeInput {
  @Field(() => String)
  @IsString({ message: 'Enter the 6-digit code from the e-mail' })
  @MaxLength(12, { message: 'The code is the 6 digits in the e-mail' })
  code: string;
}
