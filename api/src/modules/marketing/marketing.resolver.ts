import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql-context';
import { SharedWithOperatorStaff } from '../../platform/graphql/operator-area';
import {
  CrmActivityCompleteInput,
  CrmActivityFilter,
  CrmActivityInput,
  CrmIntegrationInput,
  MarketingAudienceInput,
  MarketingCampaignInput,
  MarketingCampaignResultsInput,
  MarketingCampaignSendInput,
  MarketingLeadFilter,
  MarketingLeadInput,
  MarketingRuleInput,
} from './marketing.input';
import {
  CampaignRecipientView,
  CrmActivityConnection,
  CrmActivityView,
  CrmIntegrationView,
  CrmSyncDeliveryView,
  MarketingAnalyticsView,
  MarketingAudienceView,
  MarketingCampaignView,
  MarketingLeadConnection,
  MarketingLeadView,
  MarketingRuleView,
} from './marketing.type';

/**
 * Marketing and CRM: a clinic's (its admins decide; staff read and log activities) or the
 * operator's own (the console's Marketing area). Thin: every rule is in the services.
 */
@Resolver()
export class MarketingResolver {
  @SharedWithOperatorStaff()
  @Query(() => MarketingLeadConnection, { description: 'Your leads, newest first' })
  marketingLeads(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => MarketingLeadFilter, { nullable: true }) filter?: MarketingLeadFilter | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<MarketingLeadConnection> {
    return services.marketingLeads.list(scope!, { filter, first: first ?? 25, after });
  }

  @SharedWithOperatorStaff()
  @Query(() => MarketingLeadView)
  marketingLead(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<MarketingLeadView> {
    return services.marketingLeads.get(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingLeadView, { description: 'A new lead; its score is computed and explained' })
  marketingLeadCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingLeadInput) input: MarketingLeadInput,
  ): Promise<MarketingLeadView> {
    return services.marketingLeads.create(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingLeadView)
  marketingLeadUpdate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => MarketingLeadInput) input: MarketingLeadInput,
  ): Promise<MarketingLeadView> {
    return services.marketingLeads.update(scope!, id, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingLeadView, {
    description: "One step: a clinic's lead becomes a patient; the operator's lead becomes a sales lead",
  })
  marketingLeadConvert(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<MarketingLeadView> {
    return services.marketingLeads.convert(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Query(() => CrmActivityConnection, { description: 'Activities: pending first by due date (overdue on top)' })
  crmActivities(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('filter', () => CrmActivityFilter, { nullable: true }) filter?: CrmActivityFilter | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<CrmActivityConnection> {
    return services.marketingLeads.activities(scope!, { filter, first: first ?? 50, after });
  }

  @SharedWithOperatorStaff()
  @Mutation(() => CrmActivityView)
  crmActivityCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => CrmActivityInput) input: CrmActivityInput,
  ): Promise<CrmActivityView> {
    return services.marketingLeads.createActivity(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => CrmActivityView)
  crmActivityComplete(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => CrmActivityCompleteInput) input: CrmActivityCompleteInput,
  ): Promise<CrmActivityView> {
    return services.marketingLeads.completeActivity(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => Date, {
    nullable: true,
    description: "Records (true) or withdraws (false) a patient's marketing consent; answers its time",
  })
  patientMarketingConsentSet(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('patientId', () => Int) patientId: number,
    @Arg('consent', () => Boolean) consent: boolean,
  ): Promise<Date | null> {
    return services.marketingLeads.setPatientConsent(scope!, patientId, consent);
  }

  @SharedWithOperatorStaff()
  @Query(() => [MarketingAudienceView], { description: 'Saved audiences with who a send would reach now' })
  marketingAudiences(@Ctx() { scope, services }: GraphQLContext): Promise<MarketingAudienceView[]> {
    return services.marketingCampaigns.audiences(scope!);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingAudienceView)
  marketingAudienceCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingAudienceInput) input: MarketingAudienceInput,
  ): Promise<MarketingAudienceView> {
    return services.marketingCampaigns.createAudience(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Query(() => [MarketingCampaignView])
  marketingCampaigns(@Ctx() { scope, services }: GraphQLContext): Promise<MarketingCampaignView[]> {
    return services.marketingCampaigns.list(scope!);
  }

  @SharedWithOperatorStaff()
  @Query(() => MarketingCampaignView)
  marketingCampaign(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<MarketingCampaignView> {
    return services.marketingCampaigns.get(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Query(() => [CampaignRecipientView], { description: "A campaign's recipients and how far each got" })
  marketingCampaignRecipients(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('campaignId', () => Int) campaignId: number,
  ): Promise<CampaignRecipientView[]> {
    return services.marketingCampaigns.recipients(scope!, campaignId);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingCampaignView)
  marketingCampaignCreate(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingCampaignInput) input: MarketingCampaignInput,
  ): Promise<MarketingCampaignView> {
    return services.marketingCampaigns.create(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingCampaignView, { description: 'Send now, or at a later time' })
  marketingCampaignSend(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingCampaignSendInput) input: MarketingCampaignSendInput,
  ): Promise<MarketingCampaignView> {
    return services.marketingCampaigns.send(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingCampaignView)
  marketingCampaignCancel(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<MarketingCampaignView> {
    return services.marketingCampaigns.cancel(scope!, id);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingCampaignView, { description: 'Cost and revenue (they give the ROI)' })
  marketingCampaignResultsSet(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingCampaignResultsInput) input: MarketingCampaignResultsInput,
  ): Promise<MarketingCampaignView> {
    return services.marketingCampaigns.setResults(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Query(() => MarketingAnalyticsView)
  marketingAnalytics(@Ctx() { scope, services }: GraphQLContext): Promise<MarketingAnalyticsView> {
    return services.marketingAnalytics.get(scope!);
  }

  @SharedWithOperatorStaff()
  @Query(() => [MarketingRuleView])
  marketingAutomationRules(@Ctx() { scope, services }: GraphQLContext): Promise<MarketingRuleView[]> {
    return services.marketingRules.list(scope!);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => MarketingRuleView, { description: 'Creates a rule (no id) or replaces one' })
  marketingAutomationRuleSave(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => MarketingRuleInput) input: MarketingRuleInput,
    @Arg('id', () => Int, { nullable: true }) id?: number | null,
  ): Promise<MarketingRuleView> {
    return services.marketingRules.save(scope!, id ?? null, input);
  }

  @SharedWithOperatorStaff()
  @Query(() => CrmIntegrationView, { nullable: true, description: "The clinic's CRM sync (admins)" })
  crmIntegration(@Ctx() { scope, services }: GraphQLContext): Promise<CrmIntegrationView | null> {
    return services.crmSync.get(scope!);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => CrmIntegrationView, {
    description: 'Saves the CRM sync; the first save answers the signing secret once',
  })
  crmIntegrationSave(
    @Ctx() { scope, services }: GraphQLContext,
    @Arg('input', () => CrmIntegrationInput) input: CrmIntegrationInput,
  ): Promise<CrmIntegrationView> {
    return services.crmSync.save(scope!, input);
  }

  @SharedWithOperatorStaff()
  @Mutation(() => CrmSyncDeliveryView, { description: 'Posts a signed test delivery now and answers its outcome' })
  crmIntegrationTest(@Ctx() { scope, services }: GraphQLContext): Promise<CrmSyncDeliveryView> {
    return services.crmSync.test(scope!);
  }

  @SharedWithOperatorStaff()
  @Query(() => [CrmSyncDeliveryView], { description: 'The last 50 CRM deliveries' })
  crmSyncDeliveries(@Ctx() { scope, services }: GraphQLContext): Promise<CrmSyncDeliveryView[]> {
    return services.crmSync.deliveries(scope!);
  }
}
