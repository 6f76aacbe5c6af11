import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../../users/user.entity';
import { Email } from '../../../platform/validation/rules';

export enum SecondFactorStep {
  verify = 'verify',
  enroll = 'enroll',
}
registerEnumType(SecondFactorStep, {
  name: 'SecondFactorStep',
  description: 'verify: enter a code; enroll: first set up an authenticator app from the QR code',
});

@InputType()
export class SuperAdminSignInInput {
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String)
  @IsString({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password: string;
}

@InputType({ description: 'One of the two: the 6-digit authenticator code, or a recovery code' })
export class SecondFactorInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(12, { message: 'Code must be the 6 digits your authenticator app shows' })
  code?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(40, { message: 'Recovery code is not valid' })
  recoveryCode?: string | null;
}

@ObjectType({ description: 'A new authenticator to add: scan the QR code or type the secret' })
export class AuthenticatorEnrollment {
  @Field(() => String) secret: string;
  @Field(() => String) otpauthUri: string;
  @Field(() => String, { description: 'The otpauth URI as an SVG QR code' }) qrCodeSvg: string;
}

@ObjectType()
export class SecondFactorChallenge {
  @Field(() => SecondFactorStep) step: SecondFactorStep;
  @Field(() => AuthenticatorEnrollment, { nullable: true }) enrollment: AuthenticatorEnrollment | null;
}

@ObjectType()
export class SuperAdminSignedIn {
  @Field(() => User) user: User;
  @Field(() => [String], {
    nullable: true,
    description: 'After enrolment only: single-use recovery codes, shown this once',
  })
  recoveryCodes: string[] | null;
}
