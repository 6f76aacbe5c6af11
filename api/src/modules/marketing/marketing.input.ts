import {
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  Matches,
  Max,
  Min,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';
import {
  Email,
  MoneyAmount,
  OneOf,
  OptionalText,
  Phone,
  RecordId,
  RequiredText,
  CalendarDate,
} from '../../platform/validation/rules';
import {
  marketingActionTypes,
  marketingConditionFields,
  marketingConditionOperators,
  marketingTriggerTypes,
} from '../automation/marketing/marketing-automation';
import {
  activityPriorities,
  activityRelations,
  activityStatuses,
  activityTypes,
  crmEvents,
  crmPlatforms,
  crmSyncFrequencies,
  leadInjuryTypes,
  leadSeverities,
  leadStatuses,
} from './marketing.enums';

@InputType({ description: 'A lead (new or changed). The score is computed by the server.' })
export class MarketingLeadInput {
  @Field(() => String) @RequiredText('First name', 100) firstName: string;
  @Field(() => String, { nullable: true }) @OptionalText('Last name', 100) lastName?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Practice', 200) company?: string | null;
  @Field(() => String) @Email('Email', { required: true }) email: string;
  @Field(() => String, { nullable: true }) @Phone('Phone') phone?: string | null;
  @Field(() => String) @RequiredText('Source', 60) source: string;
  @Field(() => String, { nullable: true })
  @OneOf('Stage', leadStatuses.filter((s) => s !== 'converted'), { required: false })
  status?: string | null;
  @Field(() => String, { nullable: true }) @OneOf('Injury type', leadInjuryTypes, { required: false }) injuryType?:
    string | null;
  @Field(() => String, { nullable: true }) @OneOf('Severity', leadSeverities, { required: false }) severity?:
    string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Notes', 2000) notes?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Assigned to', 60) assignedTo?: string | null;
  @Field(() => Date, { nullable: true }) @IsOptional() nextFollowUpAt?: Date | null;
}

@InputType()
export class MarketingLeadFilter {
  @Field(() => String, { nullable: true }) @OneOf('Stage', leadStatuses, { required: false }) status?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Source', 60) source?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Search', 100) search?: string | null;
}

@InputType({ description: 'A call, meeting, e-mail, task or note' })
export class CrmActivityInput {
  @Field(() => String) @OneOf('Type', activityTypes) type: string;
  @Field(() => String) @RequiredText('Subject', 200) subject: string;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 4000) description?: string | null;
  @Field(() => String) @OneOf('Related to', activityRelations) relatedTo: string;
  @Field(() => Int) @RecordId('Choose the lead, clinic or patient') relatedId: number;
  @Field(() => String, { nullable: true }) @OneOf('Priority', activityPriorities, { required: false }) priority?:
    string | null;
  @Field(() => Date, { nullable: true }) @IsOptional() dueDate?: Date | null;
  @Field(() => String, { nullable: true }) @OptionalText('Assigned to', 60) assignedTo?: string | null;
  @Field(() => String, { nullable: true }) @OneOf('Status', activityStatuses, { required: false }) status?:
    string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Outcome', 2000) outcome?: string | null;
}

@InputType()
export class CrmActivityCompleteInput {
  @Field(() => Int) @RecordId('Choose an activity') id: number;
  @Field(() => String) @RequiredText('Outcome', 2000) outcome: string;
}

@InputType()
export class CrmActivityFilter {
  @Field(() => String, { nullable: true }) @OneOf('Status', activityStatuses, { required: false }) status?:
    string | null;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() overdueOnly?: boolean | null;
  @Field(() => String, { nullable: true }) @OneOf('Related to', activityRelations, { required: false }) relatedTo?:
    string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @RecordId('Choose a record') relatedId?: number | null;
}

/** The audience vocabulary (decision 463): nothing clinical can be named here. */
@InputType({ description: 'Leads and/or consenting patients by fields that are not clinical' })
export class AudienceFilterInput {
  @Field(() => Boolean) @IsBoolean() includeLeads: boolean;
  @Field(() => Boolean) @IsBoolean() includePatients: boolean;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(10) leadStatuses?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(50) leadSources?: string[] | null;
  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt({ message: 'The least lead score is a whole number from 0 to 100' })
  @Min(0, { message: 'The least lead score is a whole number from 0 to 100' })
  @Max(100, { message: 'The least lead score is a whole number from 0 to 100' })
  minLeadScore?: number | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(50) patientCities?: string[] | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @ArrayMaxSize(50) patientStates?: string[] | null;
  @Field(() => String, { nullable: true }) @CalendarDate('Joined since') patientsSince?: string | null;
}

@InputType()
export class MarketingAudienceInput {
  @Field(() => String) @RequiredText('Name', 120) name: string;
  @Field(() => AudienceFilterInput) @ValidateNested() filter: AudienceFilterInput;
}

@InputType({ description: 'A campaign: merge fields {first_name}, {last_name}, {clinic_name}; links written as URLs' })
export class MarketingCampaignInput {
  @Field(() => String) @RequiredText('Name', 120) name: string;
  @Field(() => Int) @RecordId('Choose an audience') audienceId: number;
  @Field(() => String) @RequiredText('Subject', 150) subject: string;
  @Field(() => String) @RequiredText('Content', 20000) content: string;
  @Field(() => Decimal, { nullable: true }) @MoneyAmount('Budget') budget?: string | null;
  @Field(() => Decimal, { nullable: true }) @MoneyAmount('Cost') cost?: string | null;
  @Field(() => Decimal, { nullable: true }) @MoneyAmount('Revenue') revenue?: string | null;
}

@InputType({ description: 'Cost and revenue of a campaign (they give its ROI)' })
export class MarketingCampaignResultsInput {
  @Field(() => Int) @RecordId('Choose a campaign') id: number;
  @Field(() => Decimal) @MoneyAmount('Cost') cost: string;
  @Field(() => Decimal) @MoneyAmount('Revenue') revenue: string;
}

@InputType()
export class MarketingCampaignSendInput {
  @Field(() => Int) @RecordId('Choose a campaign') id: number;
  @Field(() => Date, { nullable: true, description: 'Later: the time to send; empty: now' })
  @IsOptional()
  sendAt?: Date | null;
}

@InputType()
export class MarketingConditionInput {
  @Field(() => String) @OneOf('Condition', marketingConditionFields) field: string;
  @Field(() => String) @OneOf('Test', marketingConditionOperators) operator: string;
  @Field(() => String) @RequiredText('Value', 100) value: string;
}

@InputType()
export class MarketingActionInput {
  @Field(() => String) @OneOf('Action', marketingActionTypes) type: string;
  @Field(() => String, { nullable: true }) @OptionalText('Target', 100) target?: string | null;
  @Field(() => String, { nullable: true }) @OptionalText('Text', 300) template?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() @Min(0) @Max(90) days?: number | null;
}

@InputType()
export class MarketingRuleInput {
  @Field(() => String) @RequiredText('Name', 120) name: string;
  @Field(() => String, { nullable: true }) @OptionalText('Description', 500) description?: string | null;
  @Field(() => String) @OneOf('Trigger', marketingTriggerTypes) triggerType: string;
  @Field(() => [MarketingConditionInput], { defaultValue: [] })
  @ValidateNested({ each: true })
  @ArrayMaxSize(5)
  triggerConditions: MarketingConditionInput[];
  @Field(() => [MarketingActionInput])
  @ValidateNested({ each: true })
  @ArrayMaxSize(5)
  actions: MarketingActionInput[];
  @Field(() => Boolean, { defaultValue: true }) @IsBoolean() isActive: boolean;
}

@InputType({ description: "The clinic's CRM sync. An empty API key keeps the stored one." })
export class CrmIntegrationInput {
  @Field(() => String) @OneOf('Platform', crmPlatforms) platform: string;
  @Field(() => String)
  @RequiredText('Webhook URL', 2000)
  @Matches(/^https?:\/\//, { message: 'Webhook URL must start with https:// or http://' })
  webhookUrl: string;
  @Field(() => [String]) @IsArray() @ArrayMaxSize(10) events: string[];
  @Field(() => String, { nullable: true }) @OptionalText('API key', 500) apiKey?: string | null;
  @Field(() => Boolean) @IsBoolean() syncEnabled: boolean;
  @Field(() => String) @OneOf('Sync frequency', crmSyncFrequencies) syncFrequency: string;
}

export const allowedCrmEvents: readonly string[] = crmEvents;
