import { IsBoolean, IsInt, IsOptional, Matches, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A feature flag: its global value and the clinics that override it' })
export class FeatureFlagView {
  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  description: string | null;

  @Field({ description: 'The global value (every clinic without an override)' })
  enabled: boolean;

  @Field(() => [FeatureFlagOverride])
  overrides: FeatureFlagOverride[];

  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;
}

@ObjectType({ description: "A clinic's own value of a flag, which wins over the global one" })
export class FeatureFlagOverride {
  @Field(() => Int)
  clinicId: number;

  @Field()
  clinicName: string;

  @Field()
  enabled: boolean;

  @Field()
  updatedAt: Date;
}

@InputType()
export class FeatureFlagSetInput {
  @Field()
  @Matches(/^[a-z][a-z0-9_.]{1,62}$/, {
    message: 'Flag name must be 2-63 lowercase letters, digits, dots or underscores, starting with a letter',
  })
  name: string;

  @Field(() => Int, { nullable: true, description: 'A clinic: sets its override; none: the global value' })
  @IsOptional()
  @IsInt({ message: 'Clinic must be a whole number' })
  @Min(1, { message: 'Clinic not found' })
  clinicId?: number | null;

  @Field()
  @IsBoolean({ message: 'Enabled must be true or false' })
  enabled: boolean;
}

@InputType()
export class FeatureFlagOverrideClearInput {
  @Field()
  @Matches(/^[a-z][a-z0-9_.]{1,62}$/, { message: 'Flag name is not valid' })
  name: string;

  @Field(() => Int)
  @IsInt({ message: 'Clinic must be a whole number' })
  @Min(1, { message: 'Clinic not found' })
  clinicId: number;
}
