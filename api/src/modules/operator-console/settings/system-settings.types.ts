import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import {
  aiFeatureLevels,
  maxUploadMbBounds,
  sessionTimeoutMinutesBounds,
} from '../../../platform/settings/settings-reader';

export enum AiFeatures {
  all = 'all',
  analysis = 'analysis',
  predictions = 'predictions',
  none = 'none',
}
registerEnumType(AiFeatures, {
  name: 'AiFeatures',
  description: 'Which AI features clinics may use',
  valuesConfig: {
    all: { description: 'Insights, predictions, case analysis and the assistant' },
    analysis: { description: 'Case analysis only' },
    predictions: { description: 'Predictions only' },
    none: { description: 'No AI features' },
  },
});

@ObjectType({ description: "The platform settings of the operator's Settings tab, as in force" })
export class SystemSettings {
  @Field(() => Int, { description: 'Largest document a user may upload, in MB' })
  maxUploadMb: number;

  @Field(() => Int, { description: 'Minutes without activity after which a session ends' })
  sessionTimeoutMinutes: number;

  @Field(() => AiFeatures)
  aiFeatures: AiFeatures;

  @Field(() => Date, { nullable: true, description: 'When one of these settings was last changed; null: never' })
  updatedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who changed one of them last' })
  updatedByName: string | null;
}

const uploadMessage = `Max upload size must be a whole number of MB from ${maxUploadMbBounds.min} to ${maxUploadMbBounds.max}`;
const timeoutMessage = `Session timeout must be a whole number of minutes from ${sessionTimeoutMinutesBounds.min} to ${sessionTimeoutMinutesBounds.max}`;

@InputType({ description: 'The settings to change; those left out (or null) stay as they are' })
export class SystemSettingsInput {
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: uploadMessage })
  @Min(maxUploadMbBounds.min, { message: uploadMessage })
  @Max(maxUploadMbBounds.max, { message: uploadMessage })
  maxUploadMb?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: timeoutMessage })
  @Min(sessionTimeoutMinutesBounds.min, { message: timeoutMessage })
  @Max(sessionTimeoutMinutesBounds.max, { message: timeoutMessage })
  sessionTimeoutMinutes?: number | null;

  @Field(() => AiFeatures, { nullable: true })
  @IsOptional()
  @IsIn([...aiFeatureLevels], { message: `AI features must be one of: ${aiFeatureLevels.join(', ')}` })
  aiFeatures?: AiFeatures | null;
}
