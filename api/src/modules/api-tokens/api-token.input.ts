import { IsIn } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Required, RequiredText } from '../../platform/validation/rules';

/** The lifetimes a token may be given: never without an end, at most a year. */
export const tokenLifetimesInDays = [30, 90, 365] as const;

export const maxTokenNameLength = 100;

@InputType({ description: 'A new personal API token' })
export class ApiTokenCreateInput {
  @Field(() => String, { description: 'What the token is for, e.g. "Reporting script"' })
  @RequiredText('Name', maxTokenNameLength)
  name: string;

  @Field(() => Int, { description: 'Days until it expires: 30, 90 or 365' })
  @Required('Expiry')
  @IsIn(tokenLifetimesInDays as unknown as number[], { message: 'Expiry must be 30, 90 or 365 days' })
  expiresInDays: number;
}
