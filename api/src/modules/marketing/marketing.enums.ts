import { registerEnumType } from 'type-graphql';

/** Every list of values the marketing tables hold (their CHECKs are built from these). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'proposal', 'converted', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadSeverities = ['low', 'medium', 'high'] as const;
export const leadInjuryTypes = ['auto_accident', 'slip_fall', 'work_injury', 'medical_malpractice', 'other'] as const;

export const activityTypes = ['call', 'meeting', 'email', 'task', 'note'] as const;
export const activityStatuses = ['pending', 'completed', 'cancelled'] as const;
export const activityPriorities = ['low', 'medium', 'high'] as const;
/** What an activity is about: a lead, a clinic (the operator's) or a patient (a clinic's). */
export const activityRelations = ['lead', 'clinic', 'patient'] as const;

export const campaignTypes = ['email'] as const;
export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const crmPlatforms = ['hubspot', 'salesforce', 'pipedrive', 'zoho', 'twenty', 'other'] as const;
export const crmSyncFrequencies = ['realtime', 'hourly', 'daily'] as const;
/** What a CRM integration may be told about. */
export const crmEvents = [
  'lead.created',
  'lead.updated',
  'lead.converted',
  'activity.created',
  'activity.completed',
] as const;
export type CrmEvent = (typeof crmEvents)[number];
export const crmDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;

export enum LeadStatusValue {
  new = 'new',
  contacted = 'contacted',
  qualified = 'qualified',
  proposal = 'proposal',
  converted = 'converted',
  lost = 'lost',
}
registerEnumType(LeadStatusValue, {
  name: 'MarketingLeadStatus',
  description: 'new -> contacted -> qualified -> proposal -> converted; lost at any point before converted',
});

/** The marketing metrics the daily roll-up writes (marketing_analytics.metric_type). */
export const analyticsMetricTypes = ['campaigns', 'leads'] as const;

/** A lead's e-mail campaigns count a conversion within this many days of the send. */
export const conversionWindowDays = 30;
/** Recipients per campaign at most (a bigger audience is refused with this number). */
export const maxRecipientsPerCampaign = 5000;
