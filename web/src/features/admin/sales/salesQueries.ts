import { graphql } from '../../../gql';

export const SalesRepresentativeFields = graphql(`
  fragment SalesRepresentativeFields on SalesRepresentativeView {
    id
    firstName
    lastName
    email
    phone
    commissionRate
    commissionStructure
    tiers {
      fromAmount
      rate
    }
    flatAmount
    territory
    monthlyQuota
    isActive
    ytdSales
    monthSales
    totalEarned
    pendingAmount
    payableAmount
  }
`);

export const SalesCommissionFields = graphql(`
  fragment SalesCommissionFields on SalesCommissionView {
    id
    kind
    salesRepId
    salesRepName
    clinicName
    invoiceNumber
    subscriptionPlan
    billingFrequency
    saleType
    saleDate
    saleAmount
    commissionRate
    commissionAmount
    status
    clawbackReason
  }
`);

export const SalesLeadFields = graphql(`
  fragment SalesLeadFields on SalesLeadView {
    id
    companyName
    contactName
    email
    phone
    status
    source
    state
    leadScore
    scoreExplanation {
      factor
      detail
      points
      maxPoints
    }
    estimatedValue
    nextFollowUp
    followUpDue
    followUpCount
    assignedRepId
    assignedRepName
    notes
    waitlistEntryId
    clinicId
    clinicName
  }
`);

export const SalesOverviewQuery = graphql(`
  query SalesOverview {
    salesSummary {
      totalRevenue
      totalRevenueChange {
        text
        positive
      }
      totalCommissions
      totalCommissionsChange {
        text
        positive
      }
      pendingCommissions
      activeReps
      totalReps
      activeRepsChange {
        text
        positive
      }
      activeLeads
      qualifiedLeads
      activeLeadsChange {
        text
        positive
      }
    }
    salesRepresentatives {
      ...SalesRepresentativeFields
    }
    salesRecentSales {
      ...SalesCommissionFields
    }
  }
`);

export const SalesCommissionsQuery = graphql(`
  query SalesCommissions($range: SalesCommissionRange!) {
    salesCommissions(range: $range) {
      ...SalesCommissionFields
    }
  }
`);

export const SalesLeadsQuery = graphql(`
  query SalesLeads {
    salesLeads {
      ...SalesLeadFields
    }
  }
`);

export const SalesPayoutsQuery = graphql(`
  query SalesPayouts {
    salesPayouts {
      id
      salesRepName
      periodStart
      periodEnd
      total
      commissionCount
      processedByName
      processedAt
    }
  }
`);

/** Waitlist signups to convert: the first page of the Waitlist tab's own query, by the search typed. */
export const SalesWaitlistQuery = graphql(`
  query SalesWaitlistSignups($search: String) {
    waitlistEntries(first: 20, search: $search) {
      nodes {
        id
        name
        practiceName
        email
        state
      }
    }
  }
`);

export const SalesClinicsQuery = graphql(`
  query SalesClinicOptions {
    adminUserClinicOptions {
      id
      name
    }
  }
`);

export const SalesRepresentativeCreateMutation = graphql(`
  mutation SalesRepresentativeCreate($input: SalesRepresentativeInput!) {
    salesRepresentativeCreate(input: $input) {
      ...SalesRepresentativeFields
    }
  }
`);

export const SalesRepresentativeUpdateMutation = graphql(`
  mutation SalesRepresentativeUpdate($id: Int!, $input: SalesRepresentativeInput!) {
    salesRepresentativeUpdate(id: $id, input: $input) {
      ...SalesRepresentativeFields
    }
  }
`);

export const SalesCommissionApproveMutation = graphql(`
  mutation SalesCommissionApprove($id: Int!) {
    salesCommissionApprove(id: $id) {
      ...SalesCommissionFields
    }
  }
`);

export const SalesPayoutProcessMutation = graphql(`
  mutation SalesPayoutProcess($input: SalesPayoutInput!) {
    salesPayoutProcess(input: $input) {
      id
      total
    }
  }
`);

export const SalesLeadFromWaitlistMutation = graphql(`
  mutation SalesLeadFromWaitlist($input: SalesLeadFromWaitlistInput!) {
    salesLeadFromWaitlist(input: $input) {
      ...SalesLeadFields
    }
  }
`);

export const SalesLeadUpdateMutation = graphql(`
  mutation SalesLeadUpdate($id: Int!, $input: SalesLeadUpdateInput!) {
    salesLeadUpdate(id: $id, input: $input) {
      ...SalesLeadFields
    }
  }
`);

/** Every sales list on screen, reloaded after a write. */
export const salesDataQueries = ['SalesOverview', 'SalesCommissions', 'SalesLeads', 'SalesPayouts'];
