import { graphql } from '../../gql';

export const MarketingLeadFieldsFragment = graphql(`
  fragment MarketingLeadFields on MarketingLead {
    id
    firstName
    lastName
    company
    email
    phone
    source
    status
    injuryType
    severity
    notes
    assignedToName
    convertedToPatientId
    salesLeadId
    convertedAt
    leadScore
    scoreReasons {
      factor
      points
      text
    }
    lastContactedAt
    nextFollowUpAt
    unsubscribed
    createdAt
  }
`);

export const MarketingLeadsQuery = graphql(`
  query MarketingLeads($filter: MarketingLeadFilter, $first: Int, $after: String) {
    marketingLeads(filter: $filter, first: $first, after: $after) {
      nodes {
        ...MarketingLeadFields
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const MarketingLeadCreateMutation = graphql(`
  mutation MarketingLeadCreate($input: MarketingLeadInput!) {
    marketingLeadCreate(input: $input) {
      ...MarketingLeadFields
    }
  }
`);

export const MarketingLeadUpdateMutation = graphql(`
  mutation MarketingLeadUpdate($id: Int!, $input: MarketingLeadInput!) {
    marketingLeadUpdate(id: $id, input: $input) {
      ...MarketingLeadFields
    }
  }
`);

export const MarketingLeadConvertMutation = graphql(`
  mutation MarketingLeadConvert($id: Int!) {
    marketingLeadConvert(id: $id) {
      ...MarketingLeadFields
    }
  }
`);

export const CrmActivityFieldsFragment = graphql(`
  fragment CrmActivityFields on CrmActivity {
    id
    type
    subject
    description
    relatedTo
    relatedId
    relatedName
    status
    priority
    outcome
    dueDate
    overdue
    completedAt
    assignedToName
    createdByName
    createdAt
  }
`);

export const CrmActivitiesQuery = graphql(`
  query CrmActivities($filter: CrmActivityFilter, $first: Int) {
    crmActivities(filter: $filter, first: $first) {
      nodes {
        ...CrmActivityFields
      }
    }
  }
`);

export const CrmActivityCreateMutation = graphql(`
  mutation CrmActivityCreate($input: CrmActivityInput!) {
    crmActivityCreate(input: $input) {
      ...CrmActivityFields
    }
  }
`);

export const CrmActivityCompleteMutation = graphql(`
  mutation CrmActivityComplete($input: CrmActivityCompleteInput!) {
    crmActivityComplete(input: $input) {
      ...CrmActivityFields
    }
  }
`);

export const MarketingCampaignFieldsFragment = graphql(`
  fragment MarketingCampaignFields on MarketingCampaign {
    id
    name
    status
    audienceId
    audienceName
    subject
    content
    budget
    sendAt
    sentAt
    totalRecipients
    delivered
    opened
    clicked
    converted
    unsubscribed
    skipped
    cost
    revenue
    roi
    createdAt
  }
`);

export const MarketingCampaignsQuery = graphql(`
  query MarketingCampaigns {
    marketingCampaigns {
      ...MarketingCampaignFields
    }
    marketingAudiences {
      id
      name
      reachable
      excluded
      filter {
        includeLeads
        includePatients
        leadStatuses
        leadSources
        minLeadScore
        patientCities
        patientStates
        patientsSince
      }
    }
  }
`);

export const MarketingCampaignRecipientsQuery = graphql(`
  query MarketingCampaignRecipients($campaignId: Int!) {
    marketingCampaignRecipients(campaignId: $campaignId) {
      id
      email
      name
      status
      queuedAt
      openedAt
      clickedAt
    }
  }
`);

export const MarketingAudienceCreateMutation = graphql(`
  mutation MarketingAudienceCreate($input: MarketingAudienceInput!) {
    marketingAudienceCreate(input: $input) {
      id
      name
      reachable
      excluded
    }
  }
`);

export const MarketingCampaignCreateMutation = graphql(`
  mutation MarketingCampaignCreate($input: MarketingCampaignInput!) {
    marketingCampaignCreate(input: $input) {
      ...MarketingCampaignFields
    }
  }
`);

export const MarketingCampaignSendMutation = graphql(`
  mutation MarketingCampaignSend($input: MarketingCampaignSendInput!) {
    marketingCampaignSend(input: $input) {
      ...MarketingCampaignFields
    }
  }
`);

export const MarketingCampaignResultsSetMutation = graphql(`
  mutation MarketingCampaignResultsSet($input: MarketingCampaignResultsInput!) {
    marketingCampaignResultsSet(input: $input) {
      ...MarketingCampaignFields
    }
  }
`);

export const MarketingAnalyticsQuery = graphql(`
  query MarketingAnalytics {
    marketingAnalytics {
      sent
      delivered
      opened
      clicked
      unsubscribed
      converted
      cost
      revenue
      roi
      leadsBySource {
        key
        count
      }
      leadsByStatus {
        key
        count
      }
      leadsOverTime {
        weekStart
        byStatus {
          key
          count
        }
      }
      rolledUpAt
    }
  }
`);

export const MarketingSettingsQuery = graphql(`
  query MarketingSettings($clinic: Boolean!) {
    marketingAutomationRules {
      id
      name
      triggerType
      triggerSentence
      triggerConditions {
        field
        operator
        value
      }
      actions {
        type
        target
        template
        days
      }
      isActive
      lastTriggered
      totalTriggers
      successfulTriggers
      lastError
    }
    crmIntegration @include(if: $clinic) {
      id
      platform
      webhookUrl
      events
      syncEnabled
      syncFrequency
      hasApiKey
      lastSyncAt
      lastError
    }
    crmSyncDeliveries @include(if: $clinic) {
      id
      event
      status
      attempts
      responseStatus
      lastError
      createdAt
    }
  }
`);

export const MarketingRuleSaveMutation = graphql(`
  mutation MarketingRuleSave($id: Int, $input: MarketingRuleInput!) {
    marketingAutomationRuleSave(id: $id, input: $input) {
      id
      name
      isActive
    }
  }
`);

export const CrmIntegrationSaveMutation = graphql(`
  mutation CrmIntegrationSave($input: CrmIntegrationInput!) {
    crmIntegrationSave(input: $input) {
      id
      signingSecret
    }
  }
`);

export const CrmIntegrationTestMutation = graphql(`
  mutation CrmIntegrationTest {
    crmIntegrationTest {
      id
      status
      responseStatus
      lastError
    }
  }
`);
