import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { LoginType } from './login-type';

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;

  @Field(() => String)
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password: string;

  @Field(() => LoginType, { nullable: true, description: 'Which login the user chose; the account must match it' })
  @IsOptional()
  @IsEnum(LoginType, { message: 'Login type must be attorney, provider or admin' })
  loginType?: LoginType | null;
}
