import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Decimal } from '../../platform/graphql/scalars';
import { PageInfo } from '../../platform/graphql/connection';

@ObjectType('LeadScoreReason', { simpleResolvers: true, description: 'One reason of a lead score, with its points' })
export class LeadScoreReasonView {
  @Field(() => String, { description: 'source, reach, need, engagement, stage, lost' }) factor: string;
  @Field(() => Int) points: number;
  @Field(() => String) text: string;
}

@ObjectType('MarketingLead', {
  simpleResolvers: true,
  description: "A clinic's prospective patient, or the operator's prospective clinic",
})
export class MarketingLeadView {
  @Field(() => Int) id: number;
  @Field(() => String) firstName: string;
  @Field(() => String) lastName: string;
  @Field(() => String, { nullable: true, description: "The operator's leads: the practice" }) company: string | null;
  @Field(() => String) email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field(() => String) source: string;
  @Field(() => String, { description: 'new, contacted, qualified, proposal, converted, lost' }) status: string;
  @Field(() => String, { nullable: true }) injuryType: string | null;
  @Field(() => String, { nullable: true }) severity: string | null;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true }) assignedTo: string | null;
  @Field(() => String, { nullable: true }) assignedToName: string | null;
  @Field(() => Int, { nullable: true }) convertedToPatientId: number | null;
  @Field(() => Int, { nullable: true, description: "The operator's: the sales lead it became" }) salesLeadId:
    number | null;
  @Field(() => Date, { nullable: true }) convertedAt: Date | null;
  @Field(() => Int) leadScore: number;
  @Field(() => [LeadScoreReasonView]) scoreReasons: LeadScoreReasonView[];
  @Field(() => Date, { nullable: true }) lastContactedAt: Date | null;
  @Field(() => Date, { nullable: true }) nextFollowUpAt: Date | null;
  @Field(() => Boolean, { description: 'Asked for no more marketing e-mail from this sender' }) unsubscribed: boolean;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('MarketingLeadConnection')
export class MarketingLeadConnection {
  @Field(() => [MarketingLeadView]) nodes: MarketingLeadView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('CrmActivity', {
  simpleResolvers: true,
  description: 'A call, meeting, e-mail, task or note about a lead, clinic or patient',
})
export class CrmActivityView {
  @Field(() => Int) id: number;
  @Field(() => String) type: string;
  @Field(() => String) subject: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { description: 'lead, clinic or patient' }) relatedTo: string;
  @Field(() => Int) relatedId: number;
  @Field(() => String, { description: "The related record's name" }) relatedName: string;
  @Field(() => String) status: string;
  @Field(() => String) priority: string;
  @Field(() => String, { nullable: true }) outcome: string | null;
  @Field(() => Date, { nullable: true }) dueDate: Date | null;
  @Field(() => Boolean, { description: 'Pending and past its due date' }) overdue: boolean;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => String, { nullable: true }) assignedTo: string | null;
  @Field(() => String, { nullable: true }) assignedToName: string | null;
  @Field(() => String, { nullable: true }) createdByName: string | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('CrmActivityConnection')
export class CrmActivityConnection {
  @Field(() => [CrmActivityView]) nodes: CrmActivityView[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

@ObjectType('MarketingAudienceFilterView', {
  simpleResolvers: true,
  description: 'A saved audience: only fields that are not clinical',
})
export class AudienceFilterView {
  @Field(() => Boolean) includeLeads: boolean;
  @Field(() => Boolean) includePatients: boolean;
  @Field(() => [String]) leadStatuses: string[];
  @Field(() => [String]) leadSources: string[];
  @Field(() => Int, { nullable: true }) minLeadScore: number | null;
  @Field(() => [String]) patientCities: string[];
  @Field(() => [String]) patientStates: string[];
  @Field(() => String, { nullable: true }) patientsSince: string | null;
}

@ObjectType('MarketingAudience', { simpleResolvers: true })
export class MarketingAudienceView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => AudienceFilterView) filter: AudienceFilterView;
  @Field(() => Int, { description: 'Who a send would reach now (after unsubscribes and consent)' }) reachable: number;
  @Field(() => Int, { description: 'Left out now: unsubscribed, or patients without marketing consent' })
  excluded: number;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('MarketingCampaign', {
  simpleResolvers: true,
  description: 'An e-mail campaign with its delivery, engagement and ROI',
})
export class MarketingCampaignView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String) type: string;
  @Field(() => String, { description: 'draft, scheduled, sending, sent, cancelled' }) status: string;
  @Field(() => Int, { nullable: true }) audienceId: number | null;
  @Field(() => String, { nullable: true }) audienceName: string | null;
  @Field(() => String) subject: string;
  @Field(() => String) content: string;
  @Field(() => Decimal) budget: string;
  @Field(() => Date, { nullable: true }) sendAt: Date | null;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Int) totalRecipients: number;
  @Field(() => Int) delivered: number;
  @Field(() => Int) opened: number;
  @Field(() => Int) clicked: number;
  @Field(() => Int) converted: number;
  @Field(() => Int) unsubscribed: number;
  @Field(() => Int) skipped: number;
  @Field(() => Decimal) cost: string;
  @Field(() => Decimal) revenue: string;
  @Field(() => Float, { nullable: true, description: '(revenue - cost) / cost; null while the cost is 0' }) roi:
    number | null;
  @Field(() => Date) createdAt: Date;
}

@ObjectType('CampaignRecipient', { simpleResolvers: true })
export class CampaignRecipientView {
  @Field(() => Int) id: number;
  @Field(() => String) email: string;
  @Field(() => String) name: string;
  @Field(() => Int, { nullable: true }) leadId: number | null;
  @Field(() => Int, { nullable: true }) patientId: number | null;
  @Field(() => String, {
    description: 'queued, delivered, opened, clicked, unsubscribed, converted (the furthest reached)',
  })
  status: string;
  @Field(() => Date) queuedAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date, { nullable: true }) openedAt: Date | null;
  @Field(() => Date, { nullable: true }) clickedAt: Date | null;
  @Field(() => Date, { nullable: true }) unsubscribedAt: Date | null;
  @Field(() => Date, { nullable: true }) convertedAt: Date | null;
}

@ObjectType('MarketingCountBy', { simpleResolvers: true })
export class CountByView {
  @Field(() => String) key: string;
  @Field(() => Int) count: number;
}

@ObjectType('MarketingLeadsWeek', { simpleResolvers: true, description: 'Leads added in one week, by stage now' })
export class LeadsWeekView {
  @Field(() => String) weekStart: string;
  @Field(() => [CountByView]) byStatus: CountByView[];
  @Field(() => [CountByView]) bySource: CountByView[];
}

@ObjectType('MarketingAnalytics', { simpleResolvers: true, description: "Computed from the sender's records" })
export class MarketingAnalyticsView {
  @Field(() => Int) sent: number;
  @Field(() => Int) delivered: number;
  @Field(() => Int) opened: number;
  @Field(() => Int) clicked: number;
  @Field(() => Int) unsubscribed: number;
  @Field(() => Int) converted: number;
  @Field(() => Decimal) cost: string;
  @Field(() => Decimal) revenue: string;
  @Field(() => Float, { nullable: true }) roi: number | null;
  @Field(() => [CountByView]) leadsBySource: CountByView[];
  @Field(() => [CountByView]) leadsByStatus: CountByView[];
  @Field(() => [LeadsWeekView]) leadsOverTime: LeadsWeekView[];
  @Field(() => Date, { nullable: true, description: 'When the daily roll-up last ran' }) rolledUpAt: Date | null;
}

@ObjectType('MarketingRuleCondition', { simpleResolvers: true })
export class MarketingConditionView {
  @Field(() => String) field: string;
  @Field(() => String) operator: string;
  @Field(() => String) value: string;
}

@ObjectType('MarketingRuleAction', { simpleResolvers: true })
export class MarketingActionView {
  @Field(() => String) type: string;
  @Field(() => String, { nullable: true }) target: string | null;
  @Field(() => String, { nullable: true }) template: string | null;
  @Field(() => Int, { nullable: true }) days: number | null;
}

@ObjectType('MarketingAutomationRule', {
  simpleResolvers: true,
  description: 'A marketing rule, run by the automation engine',
})
export class MarketingRuleView {
  @Field(() => Int) id: number;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String) triggerType: string;
  @Field(() => String, { description: 'The trigger in words' }) triggerSentence: string;
  @Field(() => [MarketingConditionView]) triggerConditions: MarketingConditionView[];
  @Field(() => [MarketingActionView]) actions: MarketingActionView[];
  @Field(() => Boolean) isActive: boolean;
  @Field(() => Date, { nullable: true }) lastTriggered: Date | null;
  @Field(() => Int) totalTriggers: number;
  @Field(() => Int) successfulTriggers: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
}

@ObjectType('CrmIntegration', {
  simpleResolvers: true,
  description: "A clinic's CRM sync (the key and secret are never shown back)",
})
export class CrmIntegrationView {
  @Field(() => Int) id: number;
  @Field(() => String) platform: string;
  @Field(() => String) webhookUrl: string;
  @Field(() => [String]) events: string[];
  @Field(() => Boolean) syncEnabled: boolean;
  @Field(() => String) syncFrequency: string;
  @Field(() => Boolean) hasApiKey: boolean;
  @Field(() => Date, { nullable: true }) lastSyncAt: Date | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Boolean) isActive: boolean;
  @Field(() => String, { nullable: true, description: 'The signing secret: shown once, when made' }) signingSecret:
    string | null;
}

@ObjectType('CrmSyncDelivery', { simpleResolvers: true })
export class CrmSyncDeliveryView {
  @Field(() => Int) id: number;
  @Field(() => String) event: string;
  @Field(() => String) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => Int, { nullable: true }) responseStatus: number | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => Date) createdAt: Date;
}
