import { graphql } from '../../../gql';

export const SupportDeskOverviewQuery = graphql(`
  query SupportDeskOverview {
    supportMetrics {
      open
      pending
      breachedOpen
      unassigned
      averageResponseMinutes
      averageResolutionMinutes
      averageSatisfaction
      slaMetPercent
    }
    supportSlaPolicy {
      priority
      firstResponseMinutes
      resolutionMinutes
    }
    supportAgents {
      id
      name
    }
    ticketTemplates {
      id
      templateName
      category
      subject
      message
      tags
      isActive
      usageCount
    }
  }
`);

export const SupportTicketDeskQuery = graphql(`
  query SupportTicketDesk($id: Int!) {
    supportAccountState(ticketId: $id) {
      clinicId
      clinicName
      planName
      billingStatus
      billingFrequency
      nextBillingDate
      clinicActive
      activeUsers
      openTickets
      requesterActive
      requesterLastLoginAt
      recentErrors {
        id
        source
        message
        correlationId
        createdAt
      }
    }
    supportTicket(id: $id) {
      id
      activity {
        id
        actorName
        actorType
        action
        changes
        createdAt
      }
      escalations {
        id
        kind
        reason
        status
        escalatedToName
        createdAt
      }
    }
  }
`);

export const SupportTicketUpdateMutation = graphql(`
  mutation SupportTicketUpdate($input: SupportTicketUpdateInput!) {
    supportTicketUpdate(input: $input) {
      ...SupportTicketDetailFields
    }
  }
`);

export const TicketTemplateSaveMutation = graphql(`
  mutation TicketTemplateSave($input: TicketTemplateInput!, $id: Int) {
    ticketTemplateSave(input: $input, id: $id) {
      id
      templateName
      usageCount
      isActive
    }
  }
`);

export const SupportPatientLookupMutation = graphql(`
  mutation SupportPatientLookup($input: SupportPatientLookupInput!) {
    supportPatientLookup(input: $input) {
      id
      firstName
      lastName
      dateOfBirth
      caseNumbers
    }
  }
`);

export const TicketEscalationResolveMutation = graphql(`
  mutation TicketEscalationResolve($id: Int!, $resolution: String!) {
    ticketEscalationResolve(id: $id, resolution: $resolution) {
      id
      status
    }
  }
`);
